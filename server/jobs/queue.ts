import { hostname } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db, SqlScriptRunner } from '#server/db/client';
import { now } from '#server/lib/clock';
import type { Enqueue, EnqueueOptions, JobContext, SweepDefinition, SweepReport } from './job-types';

/** A job definition with its data type erased: what the queue itself handles. */
export type QueuedJob = {
  name: string;
  handler: (data: never, ctx: JobContext) => Promise<unknown>;
  retryLimit: number;
  retryDelay: number;
};

/** The database the queue lives in: the app's Drizzle database, raw SQL over it, and PostgreSQL's URL. */
export type QueueDatabase = Pick<Database, 'db' | 'sqlScripts' | 'url'>;

/** A sweep's queue: sweeps run as jobs, so a period's run is fetched by exactly one instance. */
export const sweepQueue = (name: string) => `sweep.${name}`;

/** How a job finished on this instance, per queue name, since the process started. */
export type JobOutcomes = Record<string, { completed: number; failed: number }>;

/** Jobs waiting (created or waiting to retry), running, or failed for good and still kept, by queue name. */
export type JobDepth = { job: string; state: 'queued' | 'active' | 'failed'; count: number };

export type JobQueue = {
  /** Every queue name this process runs: its jobs and its sweeps' queues. */
  readonly names: readonly string[];
  /** `enqueue` by any queue name this process runs (the exported `enqueue` holds names and data to their types). */
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /** Queues a run of the sweep now and waits until an instance finished it: its report, or the error. */
  runSweep(name: string): Promise<{ job: string; instance: string | null; report: SweepReport }>;
  outcomes(): JobOutcomes;
  depth(): Promise<JobDepth[]>;
  stop(): Promise<void>;
};

export type StartJobQueueOptions = {
  database: QueueDatabase;
  jobs: readonly QueuedJob[];
  sweeps: readonly SweepDefinition[];
  /** How often an idle worker asks for work (default 2 s; at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Named in a sweep's report of who ran it (INSTANCE_NAME or the host). */
  instanceName?: string;
  /** Where the queue's own errors go (default stderr). */
  onError?: (error: Error) => void;
};

const SCHEMA = 'pgboss';
// Workers, the cron and the maintenance take a connection for one statement at a time: a few are enough.
const POSTGRES_POOL_SIZE = 3;
// Completed jobs leave the live table after a day; failed ones stay a week, visible to whoever looks into why.
const KEEP_COMPLETED_SECONDS = 24 * 60 * 60;
const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60;

// The process's running queue: `enqueue` without a `db` writes to its database.
let running: JobQueue | undefined;

/**
 * Queues a job (see `EnqueueOptions`). Pass `{ db }` with the transaction that writes what the job is about; without
 * it the job goes to the database of the queue this process runs.
 */
export const enqueue: Enqueue = (name, data, options = {}) => {
  if (options.db) return insertJob(options.db, name, data, options);
  if (!running) throw new Error(`No job queue runs in this process: enqueue "${name}" with { db }.`);
  return running.enqueue(name, data, options);
};

// A deadlock's victim, and the loser of two `CREATE SCHEMA IF NOT EXISTS` run at the same moment.
const RACE_LOST = new Set(['40P01', '23505']);

/**
 * Runs a step of the queue's set-up again when it lost a race to another instance. Instances that start together
 * create pg-boss's schema and the same queues (each a partition and a row) at the same moment: PostgreSQL fails one
 * of them (a deadlock's victim, or a duplicate schema name); every step is idempotent, so the loser simply tries
 * again a moment later.
 */
async function retryOnRace<T>(step: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const { code, cause } = error as { code?: string; cause?: { code?: string } };
      if (!RACE_LOST.has(code ?? cause?.code ?? '') || attempt >= attempts) throw error;
      await new Promise((done) => setTimeout(done, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * Creates (or upgrades) pg-boss's schema and one queue per job and sweep, with each job's retry settings. Every
 * instance runs it at start; pg-boss serialises concurrent schema installs under an advisory lock, and a step
 * another instance ran at the same moment is retried (see `retryOnRace`).
 */
export async function installJobQueue(
  sqlScripts: SqlScriptRunner,
  jobs: readonly QueuedJob[],
  sweeps: readonly SweepDefinition[]
): Promise<void> {
  // A pg-boss whose start failed keeps itself marked as starting, so each attempt makes a new one.
  const boss = await retryOnRace(async () => {
    const candidate = new PgBoss({
      db: asPgBossDb(sqlScripts),
      schema: SCHEMA,
      supervise: false,
      schedule: false,
    });
    await candidate.start();
    return candidate;
  });
  try {
    const queues = [
      ...jobs.map((j) => ({ name: j.name, retryLimit: j.retryLimit, retryDelay: j.retryDelay })),
      // A failed sweep is not retried: the next period runs it again.
      ...sweeps.map((s) => ({ name: sweepQueue(s.name), retryLimit: 0, retryDelay: 0 })),
    ];
    for (const queue of queues) {
      await retryOnRace(() => boss.createQueue(queue.name, queue));
      // createQueue keeps an existing queue as it was: a changed retry setting is applied here.
      await retryOnRace(() => boss.updateQueue(queue.name, queue));
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/**
 * Installs the queue, starts a worker per job and per sweep and schedules the sweeps. On PostgreSQL the workers use
 * a small pool of their own; on PGlite they run the same pg-boss over the app's one connection.
 */
export async function startJobQueue(options: StartJobQueueOptions): Promise<JobQueue> {
  const { database, jobs, sweeps } = options;
  const instance = options.instanceName ?? hostname();
  const reportError = options.onError ?? ((error: Error) => console.error('Job queue:', error.message));
  await installJobQueue(database.sqlScripts, jobs, sweeps);

  const tracked = trackCalls(database.sqlScripts);
  const boss = new PgBoss({
    ...(database.url
      ? { connectionString: database.url, max: POSTGRES_POOL_SIZE, application_name: 'inbest-jobs' }
      : { db: asPgBossDb(tracked) }),
    schema: SCHEMA,
    migrate: false,
    archiveCompletedAfterSeconds: KEEP_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  let stopping = false;
  // Statements cut short by the shutdown are not errors worth a line.
  boss.on('error', (error) => {
    if (!stopping) reportError(error);
  });
  await boss.start();

  const outcomes: JobOutcomes = {};
  const workers = new Map<string, string>();
  const ctx: JobContext = {
    db: database.db,
    now,
    enqueue: (name, data, opts) => enqueue(name, data, { db: database.db, ...opts }),
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const work = async (name: string, run: (data: never) => Promise<unknown>) => {
    const counts = (outcomes[name] = { completed: 0, failed: 0 });
    const id = await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      try {
        const output = await run(job!.data as never);
        counts.completed++;
        return output;
      } catch (error) {
        counts.failed++;
        throw error;
      }
    });
    workers.set(name, id);
  };
  for (const job of jobs) await work(job.name, (data) => job.handler(data, ctx));
  for (const sweep of sweeps) {
    await work(sweepQueue(sweep.name), async () => ({ instance, report: (await sweep.run(ctx)) ?? {} }));
    await retryOnRace(() =>
      boss.schedule(sweepQueue(sweep.name), cronEvery(sweep.everyMinutes), {}, { tz: 'UTC' })
    );
  }
  // A sweep removed from the registry stops being scheduled.
  const scheduled = new Set(sweeps.map((s) => sweepQueue(s.name)));
  for (const { name } of await boss.getSchedules())
    if (name.startsWith('sweep.') && !scheduled.has(name)) await retryOnRace(() => boss.unschedule(name));

  const send = (name: string, data: object, opts: EnqueueOptions) => {
    const id = insertJob(opts.db ?? database.db, name, data, opts);
    // The worker on this instance looks right away instead of at its next poll.
    const worker = workers.get(name);
    if (worker) void id.then(() => boss.notifyWorker(worker));
    return id;
  };

  const queue: JobQueue = {
    names: [...jobs.map((j) => j.name), ...sweeps.map((s) => sweepQueue(s.name))],
    enqueue: (name, data, opts = {}) => send(name, data, opts),
    async runSweep(name) {
      if (!sweeps.some((s) => s.name === name)) throw new UnknownSweepError(name);
      const queueName = sweepQueue(name);
      const id = await send(queueName, {}, {});
      if (!id) throw new Error(`The sweep "${name}" was not queued.`);
      // Some instance's worker takes it within a polling interval; a minute means no worker is running.
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error(`No instance ran the sweep "${name}" within a minute.`);
        const job = await boss.getJobById<object>(queueName, id, { includeArchive: true });
        if (job?.state === 'completed') {
          const output = (job.output ?? {}) as { instance?: string; report?: SweepReport };
          return { job: id, instance: output.instance ?? null, report: output.report ?? {} };
        }
        if (job?.state === 'failed' || job?.state === 'cancelled' || !job)
          throw new Error(`The sweep "${name}" failed: ${failureMessage(job?.output)}`);
        await new Promise((done) => setTimeout(done, 100));
      }
    },
    outcomes: () => structuredClone(outcomes),
    depth: () => jobDepth(database.db),
    async stop() {
      if (stopping) return;
      stopping = true;
      if (running === queue) running = undefined;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
      // A worker may still be in the middle of asking for work: let that statement end before the database closes.
      await tracked.settled();
    },
  };
  running = queue;
  return queue;
}

/** Thrown by `runSweep` for a name no sweep has (the test hook answers 404). */
export class UnknownSweepError extends Error {
  constructor(name: string) {
    super(`No sweep is named "${name}".`);
  }
}

const failureMessage = (output: unknown) =>
  typeof output === 'object' && output && 'message' in output ? String(output.message) : 'sin detalle';

/** The cron expression for "every N minutes" (a divisor of 60) or "every N hours". */
export function cronEvery(minutes: number): string {
  if (Number.isInteger(minutes) && minutes >= 1 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  if (Number.isInteger(minutes / 60) && minutes <= 24 * 60 && 24 % (minutes / 60) === 0)
    return `0 */${minutes / 60} * * *`;
  throw new Error(
    `A sweep runs every N minutes with N dividing 60, or every whole hours dividing 24: not ${minutes}.`
  );
}

async function jobDepth(db: Db): Promise<JobDepth[]> {
  const { rows } = await db.execute<{ job: string; state: JobDepth['state']; count: number }>(sql`
    select name as job,
      case when state in ('created', 'retry') then 'queued' else state::text end as state,
      count(*)::int as count
    from pgboss.job
    where state in ('created', 'retry', 'active', 'failed')
    group by 1, 2`);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

// pg-boss sends jobs without knowing our drivers; this one sender writes through any Drizzle database or
// transaction passed per call, so it never needs a connection of its own.
let sender: PgBoss | undefined;
const jobSender = () =>
  (sender ??= new PgBoss({
    db: {
      executeSql: () => Promise.reject(new Error('The job sender writes only through the db it is given.')),
    },
    schema: SCHEMA,
  }));

// A key is checked and the job inserted under one transaction-scoped lock on (name, key): two enqueues of the same
// key, on any instance, cannot both see "none waiting".
async function insertJob(db: Db, name: string, data: unknown, options: EnqueueOptions) {
  const send = async (tx: Db) => {
    const id = await jobSender().send(name, (data ?? {}) as object, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      db: asPgBossDb(drizzleScripts(tx)),
    });
    // pg-boss inserts only into a queue it knows, and otherwise says nothing.
    if (!id)
      throw new Error(`No queue is installed for the job "${name}": is it in server/jobs/registry.ts?`);
    return id;
  };
  const key = options.singletonKey;
  if (!key) return send(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('pgboss.singleton'), hashtext(${`${name}:${key}`}))`
    );
    const waiting = await tx.execute(
      sql`select 1 from pgboss.job where name = ${name} and singleton_key = ${key} and state < 'completed' limit 1`
    );
    return waiting.rows.length > 0 ? null : send(tx);
  });
}

// pg-boss numbers its parameters $1…$n; Drizzle builds its own list, so each placeholder becomes a Drizzle param.
function drizzleScripts(db: Db): SqlScriptRunner {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      return db.execute(sql.join(chunks));
    },
  };
}

const asPgBossDb = (scripts: SqlScriptRunner): PgBoss.Db => ({
  executeSql: (text, values) => scripts.executeSql(text, values),
});

// Counts the statements in flight so a stop can wait for the last ones; after it, new ones fail at once.
function trackCalls(scripts: SqlScriptRunner) {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text: string, values?: unknown[]) {
      if (closed) return Promise.reject(new Error('The job queue stopped.'));
      const call = scripts.executeSql(text, values);
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call)).catch(() => undefined);
      return call;
    },
    async settled() {
      closed = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
