import { and, count, eq, gte, sql } from 'drizzle-orm';
import { DEMO_USERS } from '#server/demo/demo-users';
import type { Db } from '#server/db/client';
import { companies, leads, projects, properties } from '#server/db/schema';
import { DEMO_COMPANIES } from '#server/demo/demo-companies';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;

const demo = (email: string) => {
  const user = DEMO_USERS.find((u) => u.email === email)!;
  return { sub: user.sub, email: user.email, name: user.name, permissions: [...user.permissions] };
};
const companyId = async (name: string) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  api = await createTestApi(db);
});
afterAll(() => close());

describe('the demo accounts on the seeded data', () => {
  it('owner@ sees both of their companies, in membership order', async () => {
    const list = await json(await api.as(demo('owner@inbest.test')).get('/companies/'));
    expect(list.map((c: { name: string; role: string }) => [c.name, c.role])).toEqual([
      [DEMO_COMPANIES.andina.name, 'OWNER'],
      [DEMO_COMPANIES.caribe.name, 'OWNER'],
    ]);
  });

  it('the summary of owner@’s company matches counts taken straight from the database', async () => {
    const id = await companyId(DEMO_COMPANIES.andina.name);
    const summary = await json(
      await api.as(demo('owner@inbest.test')).get(`/dashboard/summary?company_id=${id}`)
    );
    const since = sql`now() - interval '30 days'`;
    const [[active], [available], [recent]] = await Promise.all([
      db
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.companyId, id), eq(projects.status, 'ACTIVE'))),
      db
        .select({ n: count() })
        .from(properties)
        .where(and(eq(properties.companyId, id), eq(properties.status, 'AVAILABLE'))),
      db
        .select({ n: count() })
        .from(leads)
        .where(and(eq(leads.companyId, id), gte(leads.createdAt, since))),
    ]);
    expect(summary.total_projects).toBe(active!.n);
    expect(summary.properties_available).toBe(available!.n);
    expect(summary.new_leads_last_30_days).toBe(recent!.n);
    expect(summary.total_projects).toBeGreaterThan(0);
    expect(summary.recent_leads.length).toBeGreaterThan(0);
  });

  it('member@ and viewer@ read their company’s summary', async () => {
    const id = await companyId(DEMO_COMPANIES.andina.name);
    for (const email of ['member@inbest.test', 'viewer@inbest.test']) {
      expect((await api.as(demo(email)).get(`/dashboard/summary?company_id=${id}`)).status).toBe(200);
    }
  });

  it('owner2@ is refused the first company’s summary', async () => {
    const id = await companyId(DEMO_COMPANIES.andina.name);
    const res = await api.as(demo('owner2@inbest.test')).get(`/dashboard/summary?company_id=${id}`);
    expect(res.status).toBe(404);
  });

  it('admin@ (read:all_companies) reads any company’s summary', async () => {
    const id = await companyId(DEMO_COMPANIES.sabana.name);
    expect((await api.as(demo('admin@inbest.test')).get(`/dashboard/summary?company_id=${id}`)).status).toBe(
      200
    );
  });
});
