import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { properties } from '#server/db/schema';
import { seedDemoData } from '#server/demo/seed';
import { DEMO_USERS } from '#server/demo/demo-users';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { scenarios } from '../../bench/api-scenarios';
import { oneStatements } from '../../bench/one-statement';

// `npm run bench:api` measures each hot call against its one-statement version (bench/one-statement.ts). That is
// only the call's limit if it answers the same body as the API for the same request.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let propertyId: number;

/** A statement with $1, $2… placeholders, bound through Drizzle (the test database is PGlite or PostgreSQL). */
const bound = (text: string, params: readonly unknown[]): SQL =>
  sql.join(
    text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql``
  );

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  api = await createTestApi(db);
  const [first] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.companyId, 1))
    .orderBy(asc(properties.id))
    .limit(1);
  propertyId = first!.id;
}, 120_000);
afterAll(() => close());

describe('the one-statement version of a hot call', () => {
  it('answers the body the API answers, for every call that has one', async () => {
    const statements = oneStatements(propertyId);
    const calls = scenarios(propertyId).filter((call) => statements[call.name]);
    expect(calls.map((c) => c.name)).toEqual(Object.keys(statements));
    for (const call of calls) {
      const user = DEMO_USERS.find((u) => u.sub === call.as)!;
      const res = await api
        .as({ sub: user.sub, email: user.email, permissions: [...user.permissions] })
        .get(call.path);
      expect(res.status, call.name).toBe(200);
      const statement = statements[call.name]!;
      const { rows } = await db.execute<{ body: string }>(bound(statement.sql, statement.params));
      expect(JSON.parse(rows[0]!.body), call.name).toEqual(await res.json());
    }
  });
});
