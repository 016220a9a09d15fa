import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { RATE_LIMIT_WINDOWS, ServiceRateLimit, sweepRateLimitBuckets } from '#server/services/rate-limits';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { postJson } from './chat-support';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close());

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('rate limits kept in the database', () => {
  it('lets a burst through, then refills over the window, per client', async () => {
    const limit = new ServiceRateLimit('test-burst', 2, 60_000);
    expect(await limit.take(db, 'x', at(0))).toEqual({ allowed: true });
    expect(await limit.take(db, 'x', at(0))).toEqual({ allowed: true });
    expect(await limit.take(db, 'x', at(0))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await limit.take(db, 'y', at(0))).toEqual({ allowed: true });
    // Half a window refills one of the two tokens.
    expect(await limit.take(db, 'x', at(30_000))).toEqual({ allowed: true });
    expect(await limit.take(db, 'x', at(30_000))).toMatchObject({ allowed: false });
  });

  it('is off at zero and writes nothing', async () => {
    const limit = new ServiceRateLimit('test-off', 0, 1000);
    for (let i = 0; i < 20; i++) expect((await limit.take(db, 'x')).allowed).toBe(true);
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from rate_limit_buckets where scope = 'test-off'`
    );
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('holds the limit across limiters (instances) and under concurrent checks', async () => {
    const instances = [
      new ServiceRateLimit('test-shared', 5, 60_000),
      new ServiceRateLimit('test-shared', 5, 60_000),
    ];
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2]!.take(db, '198.51.100.1', at(0)))
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it('a clock running behind never adds tokens', async () => {
    const limit = new ServiceRateLimit('test-skew', 1, 60_000);
    expect((await limit.take(db, 'x', at(10_000))).allowed).toBe(true);
    expect((await limit.take(db, 'x', at(0))).allowed).toBe(false);
  });

  it('the sweep deletes the buckets full again: untouched for their scope window, the longest for others', async () => {
    const chat = new ServiceRateLimit('chat', 3, RATE_LIMIT_WINDOWS.chat);
    const leads = new ServiceRateLimit('chat-leads', 3, RATE_LIMIT_WINDOWS['chat-leads']);
    const retired = new ServiceRateLimit('test-retired', 3, 1000);
    await chat.take(db, 'old', at(0));
    await chat.take(db, 'recent', at(50_000));
    await leads.take(db, 'old', at(0));
    await retired.take(db, 'old', at(0));
    expect(await sweepRateLimitBuckets(db, at(70_000))).toBe(1);
    expect(await sweepRateLimitBuckets(db, at(70_000))).toBe(0);
    const rows = await db.execute<{ scope: string; client: string }>(
      sql`select scope, client from rate_limit_buckets where client in ('old', 'recent') order by scope, client`
    );
    expect(rows.rows).toEqual([
      { scope: 'chat', client: 'recent' },
      { scope: 'chat-leads', client: 'old' },
      { scope: 'test-retired', client: 'old' },
    ]);
    // An hour later the leads' bucket and the retired scope's are full again too.
    await sweepRateLimitBuckets(db, at(3_600_001));
    const left = await db.execute(sql`select 1 from rate_limit_buckets where client in ('old', 'recent')`);
    expect(left.rows).toEqual([]);
  });

  it('two API instances on one database share the chat limit: 429 in Spanish with Retry-After', async () => {
    const previous = process.env.CHAT_RATE_LIMIT;
    process.env.CHAT_RATE_LIMIT = '4';
    try {
      const first = (await createTestApi(db)).app;
      const second = (await createTestApi(db)).app;
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let i = 0; i < 8; i++) {
        const res = await postJson(i % 2 ? second : first, '/api/chat', { message: 'Hola' }, '198.51.100.40');
        statuses.push(res.status);
        if (res.status === 429) refused ??= res;
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
      expect(await json(refused!)).toMatchObject({
        detail: 'Estás enviando demasiados mensajes. Espera un momento e intenta de nuevo.',
      });
      expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
    } finally {
      if (previous === undefined) delete process.env.CHAT_RATE_LIMIT;
      else process.env.CHAT_RATE_LIMIT = previous;
    }
  });
});
