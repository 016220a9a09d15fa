import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AGENT_TYPES, DECISION_SOURCES } from '#domain/chat-constants';
import type { PoolStats } from '#server/db/client';

/** The pools an instance reads and writes through, by name (`primary`, `replica`); none on PGlite. */
export type PoolGauges = Record<string, () => PoolStats>;

/** What a scrape reads of the job queue this instance runs (server/jobs/queue.ts). */
export type JobQueueStats = {
  /** Every queue name the instance runs, so each has its series from the start. */
  readonly names: readonly string[];
  /** Jobs finished on this instance since it started, by queue name. */
  outcomes(): Record<string, { completed: number; failed: number }>;
  /** Jobs queued, running and failed for good, by queue name: the whole database's, the same on every instance. */
  depth(): Promise<{ job: string; state: 'queued' | 'active' | 'failed'; count: number }[]>;
};

const JOB_STATES = ['queued', 'active', 'failed'] as const;

// Seconds; from a health probe (~1 ms) to a slow chat reply or upload (several seconds).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The instance's Prometheus metrics, in a registry of its own (not prom-client's global one): every app a test
 * creates counts for itself, and the numbers one scrape reads are exactly this instance's.
 */
export function createMetrics(
  pools: PoolGauges = {},
  replicaLag?: () => Promise<number | null>,
  jobs?: JobQueueStats
) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'inbest_http_requests_total',
    help: 'Solicitudes HTTP atendidas, por método, ruta (patrón) y estado.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'inbest_http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP en segundos, por método, ruta (patrón) y estado.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const chatReplies = new Counter({
    name: 'inbest_chat_replies_total',
    help: 'Respuestas del asistente, por origen de la decisión (reglas, caché, LLM) y tipo de agente.',
    labelNames: ['decision_source', 'agent_type'] as const,
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'inbest_login_failures_total',
    help: 'Inicios de sesión rechazados: respuestas 401 del API.',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  // Zero from the start, so a rate() over the series exists before the first failure.
  for (const source of DECISION_SOURCES)
    for (const agent of AGENT_TYPES) chatReplies.inc({ decision_source: source, agent_type: agent }, 0);
  loginFailures.inc({ source: 'api' }, 0);

  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, stats] of Object.entries(pools)) this.set({ pool }, read(stats()));
      },
    });
  if (Object.keys(pools).length > 0) {
    poolGauge('inbest_db_pool_connections', 'Conexiones abiertas del pool de PostgreSQL.', (s) => s.total);
    poolGauge(
      'inbest_db_pool_in_use',
      'Conexiones del pool prestadas a una consulta.',
      (s) => s.total - s.idle
    );
    poolGauge(
      'inbest_db_pool_waiting',
      'Consultas que esperan una conexión libre del pool.',
      (s) => s.waiting
    );
  }

  if (replicaLag) {
    new Gauge({
      name: 'inbest_db_replica_lag_bytes',
      help: 'Bytes de WAL que la réplica de lectura aún no ha aplicado respecto al primario (leído en cada consulta).',
      labelNames: ['pool'] as const,
      registers: [registry],
      async collect() {
        const bytes = await replicaLag();
        // Unknown (replica away or no standby): no sample (a labelled series can be absent, a bare one reads 0),
        // so an alert on absent() tells it from no lag.
        this.reset();
        if (bytes !== null) this.set({ pool: 'replica' }, bytes);
      },
    });
  }

  if (jobs) registerJobMetrics(registry, jobs);

  return { registry, requests, duration, chatReplies, loginFailures };
}

export type Metrics = ReturnType<typeof createMetrics>;

// The counters are the queue's own tallies, copied at each scrape: the queue counts whether or not anyone scrapes.
function registerJobMetrics(registry: Registry, jobs: JobQueueStats) {
  const outcomeCounter = (
    name: string,
    help: string,
    read: (o: { completed: number; failed: number }) => number
  ) =>
    new Counter({
      name,
      help,
      labelNames: ['job'] as const,
      registers: [registry],
      collect() {
        const outcomes = jobs.outcomes();
        this.reset();
        for (const job of jobs.names) this.inc({ job }, read(outcomes[job] ?? { completed: 0, failed: 0 }));
      },
    });
  outcomeCounter(
    'inbest_jobs_completed_total',
    'Trabajos de la cola terminados con éxito en esta instancia, por nombre.',
    (o) => o.completed
  );
  outcomeCounter(
    'inbest_jobs_failed_total',
    'Intentos fallidos de trabajos de la cola en esta instancia (cada reintento cuenta), por nombre.',
    (o) => o.failed
  );
  new Gauge({
    name: 'inbest_job_queue_jobs',
    help: 'Trabajos en la base de datos por nombre y estado: en cola (queued), en curso (active) o fallidos del todo (failed, se guardan 7 días).',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      const depth = await jobs.depth();
      this.reset();
      for (const job of jobs.names) for (const state of JOB_STATES) this.set({ job, state }, 0);
      for (const row of depth) this.set({ job: row.job, state: row.state }, row.count);
    },
  });
}
