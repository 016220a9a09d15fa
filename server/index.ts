import { serve } from '@hono/node-server';
import { createApp } from './app';
import { userInfoFromIssuer } from './auth/require-auth';
import { createTokenVerifier } from './auth/token-verifier';
import { DEFAULT_PORTS, readAuthConfig, webOrigin } from './config';
import { openDatabaseFromEnv } from './db/client';
import { seedDemoData } from './db/seed/seed';

// The API process: migrate (and seed the demo data unless SEED=false), then serve on PORT (default 8000).
const started = performance.now();
const auth = readAuthConfig();
const database = await openDatabaseFromEnv();
if (process.env.SEED !== 'false') {
  const result = await seedDemoData(database.db);
  if (result.seeded) console.log(`Datos de demostración creados: ${JSON.stringify(result.counts)}`);
}

const app = createApp({
  db: database.db,
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

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  server.close(() => {
    void database.close().then(() => process.exit(0));
  });
  // Open keep-alive connections must not hold the process hostage.
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
