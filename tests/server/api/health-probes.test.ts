import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createApp } from '#server/app';
import { createTokenVerifier } from '#server/auth/token-verifier';
import { isDatabaseUnavailable } from '#server/db/errors';
import type { Db } from '#server/db/client';
import * as schema from '#server/db/schema';
import { createLifecycle, type Lifecycle } from '#server/lib/lifecycle';
import { createTestDb } from '#tests/server/support/test-db';
import { json } from '#tests/server/support/test-app';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from '#tests/server/support/tokens';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close());

async function apiOver(database: Db, lifecycle: Lifecycle = createLifecycle(), instanceName?: string) {
  const issuer = await createTestIssuer();
  const app = createApp({
    db: database,
    lifecycle,
    instanceName,
    verifyToken: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
    userInfo: async () => ({ email: null, name: null }),
    corsOrigins: [],
  });
  return { app, issuer };
}

// A port nothing listens on: the driver's connection is refused, as when the database server is down.
const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

describe('health probes for load balancers', () => {
  it('/health/live and /health/ready answer without a token', async () => {
    const { app } = await apiOver(db);
    const live = await app.request('/health/live');
    expect(live.status).toBe(200);
    expect(await json(live)).toEqual({ status: 'live' });
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(200);
    expect(await json(ready)).toEqual({ status: 'ready', database: 'ok' });
  });

  it('readiness turns false while the instance drains; liveness stays', async () => {
    const lifecycle = createLifecycle();
    const { app } = await apiOver(db, lifecycle);
    lifecycle.drain();
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(503);
    expect(await json(ready)).toMatchObject({
      detail: 'La instancia se está apagando y no acepta solicitudes nuevas.',
    });
    expect((await app.request('/health/live')).status).toBe(200);
  });

  it('readiness is false on a database missing this build’s migrations', async () => {
    const { app } = await apiOver(db);
    const newest = await db.execute<{ id: number }>(
      sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`
    );
    const id = newest.rows[0]!.id;
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${id}`
    );
    try {
      const ready = await app.request('/health/ready');
      expect(ready.status).toBe(503);
      expect((await json(ready)).detail).toBe(
        'La base de datos no tiene aplicadas todas las migraciones de esta versión.'
      );
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = ${id}`
      );
    }
  });

  it('a database that cannot be reached: readiness false and calls a Spanish 503, quickly', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await deadPort()}/postgres`,
      connectionTimeoutMillis: 2000,
    });
    pool.on('error', () => {});
    try {
      const { app, issuer } = await apiOver(drizzle({ client: pool, schema }) as unknown as Db);
      const started = Date.now();
      const ready = await app.request('/health/ready');
      expect(ready.status).toBe(503);
      expect(await json(ready)).toMatchObject({ detail: 'La base de datos no está disponible.' });
      expect((await app.request('/health/live')).status).toBe(200);

      const chat = await app.request('/api/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'Hola' }),
      });
      expect(chat.status).toBe(503);
      expect(chat.headers.get('Retry-After')).toBe('5');
      expect((await json(chat)).detail).toBe(
        'El servicio no está disponible en este momento: la base de datos no responde. Intenta de nuevo en unos segundos.'
      );
      const token = await issuer.tokenFor({ sub: 'auth0|outage', email: 'outage@example.co' });
      const me = await app.request('/users/me', { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await pool.end();
    }
  });

  it('names the serving instance only when INSTANCE_NAME is given', async () => {
    const named = await apiOver(db, createLifecycle(), 'api-2');
    expect((await named.app.request('/health/live')).headers.get('X-Instance')).toBe('api-2');
    expect((await named.app.request('/no-existe')).headers.get('X-Instance')).toBe('api-2');
    const anonymous = await apiOver(db);
    expect((await anonymous.app.request('/health/live')).headers.get('X-Instance')).toBeNull();
  });

  it('tells database outages from request errors', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5'), { code: 'ECONNREFUSED' })
      )
    ).toBe(true);
    expect(isDatabaseUnavailable({ message: 'wrapped', cause: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: '57014' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
