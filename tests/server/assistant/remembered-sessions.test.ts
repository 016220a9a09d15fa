import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { withStatementLog } from '#tests/server/support/statement-log';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

// An API answers a message of a session it wrote last from the state it wrote, and saves only if the session and
// the inventory are still as it left them (ADR 0075). Two APIs on one database stand for two instances behind the
// balancer: what one of them did to a session, or a sale anywhere, shows on the other's next answer.

let db: Db;
let close: () => Promise<void>;
type App = Awaited<ReturnType<typeof createTestApi>>['app'];
let first: App;
let second: App;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  first = (await createTestApi(db)).app;
  second = (await createTestApi(db)).app;
});
afterAll(() => close());

const QUERY = '2 habitaciones en Medellín por menos de 400 millones';

const storedMessages = async (session: string) =>
  (
    await db.execute<{ messages: { role: string; content: string }[] }>(
      sql`select messages from chat_sessions where id = ${session}`
    )
  ).rows[0]?.messages ?? [];

/** A new session's messages, one after the other; its id and the last reply. */
async function conversation(app: App, messages: string[]) {
  const session = newSessionId();
  let last;
  for (const message of messages) last = await chat(app, message, session);
  return { session, last };
}

describe('a session remembered by the API that wrote it', () => {
  it('answers a repeated question of a remembered session in one statement, and stores both messages', async () => {
    const log: string[] = [];
    const logged = withStatementLog(db, log);
    // Without the per-client limit, whose shared bucket is a statement of its own.
    vi.stubEnv('CHAT_RATE_LIMIT', '0');
    const app = (await createTestApi(logged)).app;
    vi.unstubAllEnvs();
    const session = newSessionId();
    // The second asking is in the state the first left (its results shown), the third in the same state again.
    await chat(app, QUERY, session);
    await chat(app, QUERY, session);
    log.length = 0;
    const again = await chat(app, QUERY, session);
    expect(again.cache.hit).toBe(true);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/update chat_sessions/);
    expect(await storedMessages(session)).toHaveLength(6);
  });

  it('builds on what another instance answered in the session since, as one instance would', async () => {
    // The first API holds the reply to 'más barato' right after the question: from what it remembers of the shared
    // session, the message is one it could answer from the cache.
    await conversation(first, [QUERY, 'más barato']);
    const alone = await conversation(first, [QUERY, 'con parqueadero', 'más barato']);
    const shared = await conversation(first, [QUERY]);
    await chat(second, 'con parqueadero', shared.session);
    const answered = await chat(first, 'más barato', shared.session);
    expect(answered.slots).toMatchObject({ parking_min: 1 });
    expect(answered.slots).toEqual(alone.last.slots);
    expect(answered.recommendations).toEqual(alone.last.recommendations);
    expect((await storedMessages(shared.session)).map((m) => m.content)).toEqual(
      (await storedMessages(alone.session)).map((m) => m.content)
    );
  });

  it('shows a sale made elsewhere on the next answer of the same question', async () => {
    const session = newSessionId();
    // Asked twice, the question's state settles: a third asking would be answered from the reply cache.
    await chat(first, QUERY, session);
    const before = await chat(first, QUERY, session);
    const sold = before.recommendations[0].id as number;
    await db.execute(sql`update properties set status = 'SOLD', sold_at = now() where id = ${sold}`);
    const after = await chat(first, QUERY, session);
    expect(after.cache.hit).toBe(false);
    expect(after.recommendations.map((r: { id: number }) => r.id)).not.toContain(sold);
  });

  it('starts over when the session was erased, keeping only the new exchange', async () => {
    await conversation(first, [QUERY, 'más barato']);
    const { session } = await conversation(first, [QUERY]);
    await db.execute(sql`delete from chat_sessions where id = ${session}`);
    const reply = await chat(first, 'más barato', session);
    expect(reply.slots).toMatchObject({ city: null, bedrooms_min: null, price_max: null });
    expect((await storedMessages(session)).map((m) => m.content)).toEqual(['más barato', reply.content]);
  });
});
