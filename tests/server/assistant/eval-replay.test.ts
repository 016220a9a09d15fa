import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { evaluate } from './evaluation';

// The evaluation set replayed against the seeded inventory, as `npm run bench` does: a listing that breaks its
// request, a request left without listings, a ranking out of order, an English request or conversation (analyses, clarifying questions) answered with any Spanish, or a wrong comparison fails the suite.

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
});
afterAll(() => close());
beforeEach(() => {
  vi.stubEnv('USD_COP_RATE', '');
  vi.stubEnv('EUR_COP_RATE', '');
});
afterEach(() => vi.unstubAllEnvs());

it('answers every request of the evaluation set with listings that meet it, in the order asked', async () => {
  const e = await evaluate(db);
  expect(e.misses).toEqual([]);
  expect(e.unanswered).toEqual([]);
  expect(e.misordered).toEqual([]);
  expect(e.wrongLanguage).toEqual([]);
  expect(e.comparedRight).toBe(e.comparisons);
  expect(e.englishConversations).toBeGreaterThanOrEqual(8);
  expect(e.englishWrongKind).toEqual([]);
  expect(e.englishRight).toBe(e.englishConversations);
  expect(e.precision).toBe(1);
  expect(e.answeredShare).toBe(1);
});
