import { eq, sql } from 'drizzle-orm';
import { openPostgres, type Database, type Db } from '#server/db/client';
import { properties } from '#server/db/schema';
import {
  addCompany,
  addLead,
  addMember,
  addProject,
  addProperty,
  addUser,
} from '#tests/server/support/fixtures';
import { createTestApi, json } from '#tests/server/support/test-app';
import { createTestDb, type TestDb } from '#tests/server/support/test-db';

// A hot call's statement is prepared once per server connection and executed again on the next calls (ADR 0069):
// PostgreSQL keeps the plan, never the rows. Through a pool of one connection, what that connection holds is
// exactly what the calls left there. PGlite is one session, which prepares them the same way (ADR 0074;
// pglite-named-statements.test.ts has what is PGlite's own).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

describe('named statements', () => {
  let testDb: TestDb;
  let pool: Database | undefined;
  let one: Db;
  let api: Awaited<ReturnType<typeof createTestApi>>;
  let token: string;
  let unitId: number;
  let projectId: number;
  let companyId: number;
  const marta = { sub: 'auth0|marta', email: 'marta@example.co', name: 'Marta Ríos' };

  beforeAll(async () => {
    testDb = await createTestDb();
    pool = onPostgres ? await openPostgres(testDb.database.url!, { poolSize: 1 }) : undefined;
    one = pool?.db ?? testDb.db;
    const { db } = testDb;
    companyId = await addCompany(db, 'Constructora del Río');
    projectId = await addProject(db, companyId, 'Torres del Río', 'ACTIVE');
    unitId = await addProperty(db, companyId, 'Apto 101', 'AVAILABLE', projectId);
    await addMember(db, companyId, await addUser(db, marta.email), 'OWNER');
    await addLead(db, companyId, 'Laura Gómez', new Date());
    api = await createTestApi(one);
    token = await api.issuer.tokenFor(marta);
  });
  afterAll(async () => {
    await pool?.close();
    await testDb?.close();
  });

  const get = async (path: string) => {
    const res = await api.app.request(path, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return (await json(res)) as Record<string, unknown>;
  };
  const prepared = async () =>
    (
      await one.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`)
    ).rows.map((r) => r.name);

  it('prepares each hot call once, whatever the number of calls, and answers the rows as they are now', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await get(`/properties/${unitId}`)).toMatchObject({ id: unitId, status: 'AVAILABLE' });
      await get(`/leads?company_id=${companyId}&page=1&limit=12`);
      await get(`/leads?company_id=${companyId}&page=1&limit=12&q=laura`);
      await get(`/projects/${projectId}/availability`);
    }
    const names = await prepared();
    expect(names).toContain('property-details.shownById');
    expect(names).toContain('users.callerBySubject');
    expect(names.filter((n) => n.startsWith('availability.board.'))).toHaveLength(1);
    // With and without a search are two shapes of the leads page, each prepared once.
    expect(names.filter((n) => n.startsWith('leads.page.'))).toHaveLength(2);

    await testDb.db
      .update(properties)
      .set({ status: 'SOLD', soldAt: new Date() })
      .where(eq(properties.id, unitId));
    expect(await get(`/properties/${unitId}`)).toMatchObject({ id: unitId, status: 'SOLD' });
    expect(await prepared()).toEqual(names);
  });
});
