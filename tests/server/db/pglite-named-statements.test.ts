import { eq, sql } from 'drizzle-orm';
import { builtOnce } from '#server/db/built-once';
import { companies } from '#server/db/schema';
import { addCompany } from '#tests/server/support/fixtures';
import { createTestDb, type TestDb } from '#tests/server/support/test-db';

// What is PGlite's own in running the hot statements prepared (ADR 0074): its one session is shared by every caller,
// so a prepared statement must wait for a transaction open on it rather than run inside it; a bad value or a statement
// dropped under the client must leave it serving. named-statements.test.ts checks, on both databases, that each hot
// call is prepared once and answers the rows as they are.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

const companyNamed = builtOnce('test.pglite-named.companyName', (db, statement) =>
  db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare(statement)
);

describe.runIf(!onPostgres)('named statements on PGlite', () => {
  let testDb: TestDb;
  let companyId: number;

  beforeAll(async () => {
    testDb = await createTestDb();
    companyId = await addCompany(testDb.db, 'Constructora del Río');
  });
  afterAll(async () => {
    await testDb?.close();
  });

  const prepared = async () =>
    (await testDb.db.execute<{ name: string }>(sql`select name from pg_prepared_statements`)).rows.map(
      (r) => r.name
    );
  const nameOf = async (id: number) => (await companyNamed(testDb.db).execute({ id }))[0]?.name;

  it('never runs inside a transaction that is open when it is called', async () => {
    let seenDuringTransaction: Promise<string | undefined> | undefined;
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.update(companies).set({ name: 'Nombre sin confirmar' }).where(eq(companies.id, companyId));
        seenDuringTransaction = nameOf(companyId);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('deshecha');
      })
    ).rejects.toThrow('deshecha');
    expect(await seenDuringTransaction).toBe('Constructora del Río');
  });

  it('answers a bad value with the engine’s error and keeps serving the next calls', async () => {
    await expect(companyNamed(testDb.db).execute({ id: 'no-es-un-número' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '22P02' }),
    });
    expect(await nameOf(companyId)).toBe('Constructora del Río');
  });

  it('prepares a statement again when it was dropped under it', async () => {
    expect(await nameOf(companyId)).toBe('Constructora del Río');
    expect(await prepared()).toContain('test.pglite-named.companyName');
    await testDb.db.execute(sql`deallocate all`);
    expect(await prepared()).toEqual([]);
    expect(await nameOf(companyId)).toBe('Constructora del Río');
    expect(await prepared()).toContain('test.pglite-named.companyName');
  });
});
