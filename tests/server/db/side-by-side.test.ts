import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sideBySide } from '#server/db/side-by-side';
import { createTestDb } from '#tests/server/support/test-db';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createTestDb()));
afterAll(() => close());

/** Two reads that note when they start and finish, each finishing a moment after it starts. */
function tracedReads(on: Db) {
  const events: string[] = [];
  const read = (name: string) => async () => {
    events.push(`${name} starts`);
    const result = await on.execute<{ n: number }>(sql`select ${name.length}::int as n`);
    await new Promise((done) => setTimeout(done, 5));
    events.push(`${name} ends`);
    return result.rows[0]!.n;
  };
  return { events, reads: [read('one'), read('three')] as const };
}

describe('independent reads', () => {
  it('run side by side outside a transaction, and answer in the order asked', async () => {
    const { events, reads } = tracedReads(db);
    expect(await sideBySide(db, reads)).toEqual([3, 5]);
    expect(events.slice(0, 2)).toEqual(['one starts', 'three starts']);
  });

  it('run one after another in a transaction, whose one connection runs one statement at a time', async () => {
    const answers = await db.transaction(async (tx) => {
      const { events, reads } = tracedReads(tx);
      const result = await sideBySide(tx, reads);
      expect(events).toEqual(['one starts', 'one ends', 'three starts', 'three ends']);
      return result;
    });
    expect(answers).toEqual([3, 5]);
  });
});
