import { sql, type SQL } from 'drizzle-orm';
import type { ChatSlots } from '#domain/chat';
import { EMPTY_SLOTS } from '#domain/chat-slots';
import { COUNT_CAP, findPool } from '#server/assistant/search';
import { openPostgres, type Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb, type TestDb } from '#tests/server/support/test-db';

// A question's pool is read by one of two plans, chosen by how many listings match (ADR 0071): all of the few
// matches sorted newest first, or a scan newest first when they are more than the count's cap. Either way the pool
// must be the newest matches, ties broken by id, and the count the matches up to the cap + 1.

let testDb: TestDb;
let db: Db;

const CITY = 'Tunja';
const LISTINGS = 1_500;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await seedDemoData(db);
  // Listings of one city: a quarter offices, rooms 0–3, one a million dearer each, updated a minute apart in
  // pairs (equal times: the id decides), and every fifth one sold (not public).
  await db.execute(sql`
    insert into properties (company_id, name, property_type, status, city, department, bedrooms, price, updated_at)
    select (select min(id) from companies), 'Listado ' || n,
      (case when n % 4 = 0 then 'office' else 'apartment' end)::property_type,
      (case when n % 5 = 0 then 'SOLD' else 'AVAILABLE' end)::property_status,
      ${CITY}, 'Boyacá', n % 4, 100000000 + n * 1000000,
      timestamptz '2026-01-01' + (n / 2) * interval '1 minute'
    from generate_series(1, ${LISTINGS}) as n`);
});
afterAll(() => testDb.close());

const spellings = {
  city: (n: string) => [n],
  department: (n: string) => [n],
  neighborhood: (n: string) => [n],
};
const now = new Date('2026-11-29T12:00:00Z');

/** The public listings of the city meeting `where`, newest first, as any plan must return them. */
async function expected(where: SQL, limit: number) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id from properties p where p.public_listing and p.city = ${CITY} and ${where}
    order by p.updated_at desc nulls last, p.id desc`);
  return { ids: rows.slice(0, limit).map((r) => Number(r.id)), count: rows.length };
}

async function pool(asked: Partial<ChatSlots>, limit = 150, on: Db = db) {
  const slots: ChatSlots = { ...EMPTY_SLOTS, city: CITY, ...asked };
  const found = await findPool(on, slots, { spellings, now, limit, delivery: false });
  return { ids: found.rows.map((r) => r.id), matches: found.matches };
}

describe("a question's pool", () => {
  it('is the newest of few matches, whatever the type', async () => {
    const want = await expected(sql`p.bedrooms = 2 and p.price <= 600000000`, 150);
    expect(want.count).toBeGreaterThan(50);
    expect(want.count).toBeLessThanOrEqual(COUNT_CAP);
    const got = await pool({ bedrooms_min: 2, bedrooms_max: 2, price_max: 600_000_000 });
    expect(got.ids).toEqual(want.ids);
    expect(got.matches).toBe(want.count);
  });

  it('is the newest of a type', async () => {
    const want = await expected(sql`p.property_type = 'office' and p.price >= 500000000`, 150);
    expect(want.count).toBeGreaterThan(150);
    const got = await pool({ property_type: 'office', price_min: 500_000_000 });
    expect(got.ids).toEqual(want.ids);
    expect(got.matches).toBe(want.count);
  });

  it('is the newest listings when more match than are counted, and the count stops past the cap', async () => {
    const want = await expected(sql`true`, 150);
    expect(want.count).toBeGreaterThan(COUNT_CAP);
    const got = await pool({});
    expect(got.ids).toEqual(want.ids);
    expect(got.matches).toBe(COUNT_CAP + 1);
  });

  it('holds every match when the pool is as large as the count (ranking by return)', async () => {
    const want = await expected(sql`p.bedrooms in (1, 2) and p.price <= 800000000`, 1000);
    expect(want.count).toBeGreaterThan(150);
    const got = await pool({ bedrooms_min: 1, bedrooms_max: 2, price_max: 800_000_000 }, 1000);
    expect(got.ids).toEqual(want.ids);
    expect(got.matches).toBe(want.count);
  });

  it('is empty, with no match counted, when nothing matches', async () => {
    expect(await pool({ price_max: 50_000_000 })).toEqual({ ids: [], matches: 0 });
  });
});

// The pool is a named statement per shape (ADR 0072): after five runs on a connection PostgreSQL may keep one generic
// plan for every budget, and that plan must still take the count's branch. Through one connection, every run of the
// shape below lands on the same prepared statement. PostgreSQL only: PGlite ignores the names.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL?.trim()))(
  "a question's pool, planned once per shape",
  () => {
    it('keeps the newest matches and the count for every budget, few matches or more than the cap', async () => {
      // Settled statistics, as a live database has: an analyze landing between two runs would change the costs the
      // choice of plan compares.
      await db.execute(sql`analyze properties`);
      const one = await openPostgres(testDb.database.url!, { poolSize: 1 });
      try {
        // Budgets alternate between few matches (a few hundred) and more than the cap (every listing).
        const budgets = [300, 2_000, 450, 1_900, 200, 1_800, 600, 1_700, 350, 2_100].map(
          (m) => m * 1_000_000
        );
        for (const budget of budgets) {
          const want = await expected(sql`p.price <= ${budget}`, 150);
          const got = await pool({ price_max: budget }, 150, one.db);
          expect(got.ids).toEqual(want.ids);
          expect(got.matches).toBe(Math.min(want.count, COUNT_CAP + 1));
        }
        const { rows } = await one.db.execute<{ generic_plans: number }>(sql`
        select generic_plans from pg_prepared_statements where name like 'assistant-search.pool.%'`);
        expect(rows).toHaveLength(1);
        expect(Number(rows[0]!.generic_plans)).toBeGreaterThan(0);
      } finally {
        await one.close();
      }
    });
  }
);
