import { sql } from 'drizzle-orm';
import { installJobQueue } from '#server/jobs/queue';
import { JOBS, SWEEPS } from '#server/jobs/registry';
import { createTestDb, type TestDb } from '#tests/server/support/test-db';

// Instances behind nginx start together and each installs the queue: on PostgreSQL their queue creations used to
// deadlock, and the instance PostgreSQL picked as the victim never became ready.
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

// PGlite is one connection in one process, which one instance owns: two installs never run side by side there.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

it.runIf(onPostgres)('installs the queue from several instances at once, each queue once', async () => {
  await testDb.db.execute(sql`drop schema pgboss cascade`);
  await Promise.all(
    Array.from({ length: 4 }, () => installJobQueue(testDb.database.sqlScripts, JOBS, SWEEPS))
  );
  const { rows } = await testDb.db.execute<{ name: string }>(
    sql`select name from pgboss.queue order by name`
  );
  const expected = [...JOBS.map((j) => j.name), ...SWEEPS.map((s) => `sweep.${s.name}`)].sort();
  expect(rows.map((r) => r.name)).toEqual(expected);
});
