import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { builtOnce } from '#server/db/built-once';
import { openPglite, type Database } from '#server/db/client';
import { companies, properties } from '#server/db/schema';
import {
  addCompany,
  addLead,
  addMember,
  addProject,
  addProperty,
  addUser,
} from '#tests/server/support/fixtures';
import { createTestApi, json } from '#tests/server/support/test-app';

// On PGlite too a hot call's statement is parsed and planned once, then bound and executed on every call (ADR 0074):
// the engine keeps the plan, never the rows, and a statement that waits for someone else's transaction never runs
// inside it. PGlite only: on PostgreSQL node-postgres names the statements itself (named-statements.test.ts).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

const companyNamed = builtOnce('test.pglite-named.companyName', (db, statement) =>
  db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare(statement)
);

describe.runIf(!onPostgres)('named statements on PGlite', () => {
  let database: Database;
  let api: Awaited<ReturnType<typeof createTestApi>>;
  let token: string;
  let unitId: number;
  let projectId: number;
  let companyId: number;
  const marta = { sub: 'auth0|marta', email: 'marta@example.co', name: 'Marta Ríos' };

  beforeAll(async () => {
    database = await openPglite(new PGlite());
    const { db } = database;
    companyId = await addCompany(db, 'Constructora del Río');
    projectId = await addProject(db, companyId, 'Torres del Río', 'ACTIVE');
    unitId = await addProperty(db, companyId, 'Apto 101', 'AVAILABLE', projectId);
    await addMember(db, companyId, await addUser(db, marta.email), 'OWNER');
    await addLead(db, companyId, 'Laura Gómez', new Date());
    api = await createTestApi(db);
    token = await api.issuer.tokenFor(marta);
  });
  afterAll(async () => {
    await database?.close();
  });

  const get = async (path: string) => {
    const res = await api.app.request(path, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return (await json(res)) as Record<string, unknown>;
  };
  const prepared = async () =>
    (
      await database.db.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`)
    ).rows.map((r) => r.name);
  const nameOf = async (id: number) => (await companyNamed(database.db).execute({ id }))[0]?.name;

  it('prepares each hot call once, whatever the number of calls, and answers the rows as they are now', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await get(`/properties/${unitId}`)).toMatchObject({ id: unitId, status: 'AVAILABLE' });
      expect(await get(`/leads?company_id=${companyId}&page=1&limit=12&q=laura`)).toMatchObject({
        total_items: 1,
      });
      await get(`/leads?company_id=${companyId}&page=1&limit=12`);
      await get(`/projects/${projectId}/availability`);
    }
    const names = await prepared();
    expect(names).toContain('property-details.shownById');
    expect(names).toContain('users.callerBySubject');
    expect(names.filter((n) => n.startsWith('availability.board.'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('leads.page.'))).toHaveLength(2);

    await database.db
      .update(properties)
      .set({ status: 'SOLD', soldAt: new Date() })
      .where(eq(properties.id, unitId));
    expect(await get(`/properties/${unitId}`)).toMatchObject({ id: unitId, status: 'SOLD' });
    expect(await prepared()).toEqual(names);
  });

  it('never runs inside a transaction that is open when it is called', async () => {
    let seenDuringTransaction: Promise<string | undefined> | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(companies).set({ name: 'Nombre sin confirmar' }).where(eq(companies.id, companyId));
        seenDuringTransaction = nameOf(companyId);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('deshecha');
      })
    ).rejects.toThrow('deshecha');
    expect(await seenDuringTransaction).toBe('Constructora del Río');
  });

  it('answers a bad value with the engine’s error and keeps serving the next calls', async () => {
    await expect(companyNamed(database.db).execute({ id: 'no-es-un-número' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '22P02' }),
    });
    expect(await nameOf(companyId)).toBe('Constructora del Río');
  });

  it('prepares a statement again when it was dropped under it', async () => {
    expect(await nameOf(companyId)).toBe('Constructora del Río');
    await database.db.execute(sql`deallocate all`);
    expect(await prepared()).toEqual([]);
    expect(await nameOf(companyId)).toBe('Constructora del Río');
    expect(await prepared()).toContain('test.pglite-named.companyName');
  });
});
