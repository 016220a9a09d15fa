import { serve } from '@hono/node-server';
import { createApp } from './app';
import { userInfoFromIssuer } from './auth/require-auth';
import { createTokenVerifier } from './auth/token-verifier';
import { DEFAULT_PORTS, readAuthConfig, webOrigin } from './config';
import { openDatabaseFromEnv } from './db/client';
import { openReadReplica, replicaLagBytes } from './db/read-replica';
import { seedDemoData } from './demo/seed';
import { startJobQueue } from './jobs/queue';
import { JOBS, SWEEPS } from './jobs/registry';
import { createLifecycle } from './lib/lifecycle';
import { storageFromEnv } from './storage/storage-config';

// The API process: migrate (and seed the demo data unless SEED=false), then serve on PORT (default 8000).
// Several of them may share one PostgreSQL (DATABASE_URL) behind a load balancer: see docs/deploy.md.
const started = performance.now();
const auth = readAuthConfig();
const database = await openDatabaseFromEnv();
const uploads = storageFromEnv();
if (process.env.SEED !== 'false') {
  const result = await seedDemoData(database.db, { storage: uploads.storage });
  if (result.seeded) console.log(`Datos de demostración creados: ${JSON.stringify(result.counts)}`);
}

const instanceName = process.env.INSTANCE_NAME?.trim() || undefined;
// Every instance works the queue: a job is fetched by exactly one of them, a sweep's period run likewise.
const jobs = await startJobQueue({ database, jobs: JOBS, sweeps: SWEEPS, instanceName });

const readUrl = process.env.DATABASE_READ_URL?.trim();
const replica = readUrl && database.kind === 'postgres' ? openReadReplica(readUrl) : undefined;
const lifecycle = createLifecycle();
const app = createApp({
  lifecycle,
  instanceName,
  db: database.db,
  jobs,
  // Only the end-to-end and scale runs set it: the routes that move the clock and run sweeps on demand.
  testHooks: process.env.TEST_HOOKS === '1',
  uploads,
  readDb: replica?.db,
  pools: {
    ...(database.poolStats ? { primary: database.poolStats } : {}),
    ...(replica ? { replica: replica.poolStats } : {}),
  },
  replicaLag: replica ? () => replicaLagBytes(database.db, replica.db) : undefined,
  verifyToken: createTokenVerifier({ issuer: auth.issuer, audience: auth.audience }),
  userInfo: userInfoFromIssuer(auth.issuer),
  corsOrigins: (process.env.CORS_ORIGINS ?? webOrigin()).split(',').map((o) => o.trim()),
});

const port = Number(process.env.PORT ?? DEFAULT_PORTS.api);
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? 'localhost' }, (info) => {
  const ms = Math.round(performance.now() - started);
  console.log(
    `API en http://localhost:${info.port} (${database.kind}, listo en ${ms} ms; emisor ${auth.issuer})`
  );
});

const millisFromEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return process.env[name]?.trim() && Number.isFinite(n) && n >= 0 ? n : fallback;
};
// SHUTDOWN_DRAIN_MS: how long readiness answers 503 before the listener closes, so a balancer probing it stops
// routing here first. SHUTDOWN_GRACE_MS: how long requests already in flight then have to finish.
const drainMs = millisFromEnv('SHUTDOWN_DRAIN_MS', 0);
const graceMs = millisFromEnv('SHUTDOWN_GRACE_MS', 10_000);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  lifecycle.drain();
  console.log(`${signal}: la instancia deja de aceptar tráfico y termina lo que está atendiendo`);
  setTimeout(() => {
    // Stop accepting; idle keep-alive connections close now, busy ones once their response is sent.
    server.close(() => {
      // A job running now may finish (or is failed, to be retried by another instance) before the database closes.
      void jobs
        .stop()
        .then(() => Promise.all([database.close(), replica?.close()]))
        .then(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) {
      const closeIdle = () => server.closeIdleConnections();
      closeIdle();
      setInterval(closeIdle, 100).unref();
    }
    setTimeout(() => {
      console.error('El plazo de apagado terminó con solicitudes aún abiertas.');
      process.exit(1);
    }, graceMs).unref();
  }, drainMs).unref();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
