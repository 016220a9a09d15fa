import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '#server/db/client';
import * as schema from '#server/db/schema';
import { DATABASE_UNAVAILABLE } from '#server/lib/error-answer';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';

// The database goes away under a running API: every call that needs it answers 503 with a Spanish reason instead
// of a 500, and once the database is back the same process serves again, without a restart.

const person = { sub: 'auth0|apagon', email: 'apagon@outage.test' };

/** A TCP relay the test opens and closes, standing between the API's pool and the database server. */
async function relayTo(target: { host: string; port: number } | null) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    if (!target) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => (client.destroy(), upstream.destroy());
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Refuses connections (nothing listens) and cuts the open ones: the database is unreachable. */
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        sockets.clear();
        server.close(() => resolve());
      }),
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({ detail: DATABASE_UNAVAILABLE });
}

describe('database unreachable', () => {
  it('answers 503 with a Spanish reason, for the health probe and for a signed-in call', async () => {
    const relay = await relayTo(null);
    await relay.down();
    const pool = new pg.Pool({ host: '127.0.0.1', port: relay.port, user: 'x', database: 'x' });
    try {
      const api = await createTestApi(drizzle({ client: pool, schema }) as unknown as Db);
      const health = await api.app.request('/health');
      expect(health.status).toBe(503);
      expect(((await health.json()) as { detail: string }).detail).toBe(
        'La base de datos no está disponible.'
      );
      await expectUnavailable(await api.as(person).get('/users/me'));
      await expectUnavailable(await api.as(person).get('/companies'));
    } finally {
      await pool.end();
    }
  });

  it('answers 503 once the embedded database is closed under the API', async () => {
    const { db, close } = await createTestDb();
    const api = await createTestApi(db);
    expect((await api.as(person).get('/users/me')).status).toBe(200);
    await close();
    await expectUnavailable(await api.as(person).get('/users/me'));
  });

  // Needs a PostgreSQL server to come back to: runs in the PostgreSQL step of the test command.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL?.trim()))(
    'serves again in the same process once the database is back',
    async () => {
      const { db, close } = await createTestDb();
      const target = new URL(process.env.TEST_DATABASE_URL!.trim());
      const relay = await relayTo({ host: target.hostname, port: Number(target.port || 5432) });
      const database = (
        (await db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] }
      ).rows[0]!.name;
      const pool = new pg.Pool({
        host: '127.0.0.1',
        port: relay.port,
        user: decodeURIComponent(target.username) || 'postgres',
        password: decodeURIComponent(target.password) || undefined,
        database,
        connectionTimeoutMillis: 2000,
      });
      pool.on('error', () => {});
      try {
        const api = await createTestApi(drizzle({ client: pool, schema }) as unknown as Db);
        expect((await api.as(person).get('/users/me')).status).toBe(200);
        await relay.down();
        await expectUnavailable(await api.as(person).get('/users/me'));
        await relay.up();
        const back = await api.as(person).get('/users/me');
        expect(back.status).toBe(200);
        expect(((await back.json()) as { email: string }).email).toBe(person.email);
      } finally {
        await relay.down().catch(() => {});
        await pool.end();
        await close();
      }
    }
  );
});
