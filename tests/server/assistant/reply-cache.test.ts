import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];
let ids: number[];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  ({ app } = await createTestApi(db));
  const rows = await db.execute<{ id: number }>(sql`select id from properties order by id`);
  ids = rows.rows.map((r) => Number(r.id));
});
afterAll(() => close());

// Each question comes from its own address so the per-visitor rate limit never decides the outcome.
let visitor = 0;
const ask = (message: string) => chat(app, message, newSessionId(), `198.51.100.${(visitor++ % 250) + 1}`);

/** The property a reply speaks of: the analysed one, else the id its "not found" answer names. */
const subjectOf = (reply: { analysis_details: { property_id: number | null } | null; content: string }) =>
  reply.analysis_details?.property_id ?? Number(/\bID (\d+)/.exec(reply.content)?.[1]);

describe('the public chat reply cache', () => {
  it('never answers a question about one listing id with the reply cached for another', async () => {
    // Ids of the seeded database and past its end, asked in the same words one after the other.
    const anyId = fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: Math.max(...ids) + 50 }));
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(anyId, anyId).filter(([a, b]) => a !== b),
        fc.constantFrom(
          'analiza ID {}',
          'Análisis financiero de la propiedad (ID {})',
          'rentabilidad del ID: {}'
        ),
        async ([a, b], phrase) => {
          const first = await ask(phrase.replace('{}', String(a)));
          const second = await ask(phrase.replace('{}', String(b)));
          expect(subjectOf(first)).toBe(a);
          expect(subjectOf(second)).toBe(b);
          expect(second.content).not.toBe(first.content);
        }
      ),
      { numRuns: 30 }
    );
  });

  it('still serves the same listing asked again from the cache', async () => {
    const id = ids[0] as number;
    const first = await ask(`analiza ID ${id}`);
    const again = await ask(`Analiza id ${id}`);
    expect(again.cache.hit).toBe(true);
    expect(again.content).toBe(first.content);
  });

  it('keeps two quoted titles apart', async () => {
    const [a, b] = (
      await db.execute<{ name: string }>(sql`select distinct name from properties order by name limit 2`)
    ).rows.map((r) => r.name);
    const first = await ask(`analiza "${a}"`);
    const second = await ask(`analiza "${b}"`);
    expect(second.cache.hit).toBe(false);
    expect(first.cache.hit).toBe(false);
  });
});
