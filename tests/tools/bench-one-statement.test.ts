import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { DEMO_USERS } from '#server/demo/demo-users';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { benchTargets, learnedChatTurn, scenarios, type Scenario } from '../../bench/api-scenarios';
import { oneStatements, type Targets } from '../../bench/one-statement';

// `npm run bench:api` measures each hot call against its one-statement version (bench/one-statement.ts). That is
// only the call's limit if it answers the same body as the API for the same request.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let targets: Targets;

/** A statement with $1, $2… placeholders, bound through Drizzle (the test database is PGlite or PostgreSQL). */
const bound = (text: string, params: readonly unknown[]): SQL =>
  sql.join(
    text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql``
  );

/** The API's answer to a call, as the bench sends it. */
async function callApi(call: Scenario): Promise<Response> {
  if (!call.as) {
    return api.app.request(call.path, {
      method: call.method,
      body: call.body,
      headers: { 'content-type': 'application/json' },
    });
  }
  const user = DEMO_USERS.find((u) => u.sub === call.as)!;
  return api.as({ sub: user.sub, email: user.email, permissions: [...user.permissions] }).get(call.path);
}

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  api = await createTestApi(db);
  targets = await benchTargets(db);
}, 120_000);
afterAll(() => close());

describe('the one-statement version of a hot call', () => {
  it('exists for every call the bench drives', async () => {
    const calls = scenarios(targets);
    const chat = calls.find((c) => c.name === 'chat search')!;
    for (let i = 0; i < 3; i++) await (await callApi(chat)).text();
    const reply = await (await callApi(chat)).text();
    const statements = oneStatements(targets, await learnedChatTurn(db, reply));
    expect(Object.keys(statements).sort()).toEqual(calls.map((c) => c.name).sort());
  });

  it('answers the body the API answers, for every call', async () => {
    const calls = scenarios(targets);
    const chat = calls.find((c) => c.name === 'chat search')!;
    // The chat's steady state is a reply from the cache (bench/api-server.ts learns from the third call).
    for (let i = 0; i < 3; i++) await (await callApi(chat)).text();
    const cached = await (await callApi(chat)).text();
    const statements = oneStatements(targets, await learnedChatTurn(db, cached));
    for (const call of calls) {
      const res = await callApi(call);
      expect(res.status, call.name).toBe(200);
      const statement = statements[call.name]!;
      const { rows } = await db.execute<{ body: string }>(bound(statement.sql, statement.params));
      expect(JSON.parse(rows[0]!.body), call.name).toEqual(await res.json());
    }
  });
});
