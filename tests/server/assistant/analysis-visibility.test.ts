import { sql } from 'drizzle-orm';
import { EMPTY_SLOTS } from '#domain/chat-slots';
import { createAssistant } from '#server/assistant/engine';
import { findCandidates } from '#server/assistant/search';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  ({ app } = await createTestApi(db));
});
afterAll(() => close());

type Listing = { id: number; name: string; status: string; project_status: string | null };

const notFound = (id: number) =>
  `## No encontré esa propiedad\nNo hay ninguna propiedad con el ID ${id} en el inventario.`;

describe('financial analysis by id sees exactly what search sees', () => {
  it('answers for every id search can return and gives every other id the not-found reply', async () => {
    const listings = (
      await db.execute<Listing>(sql`
        select p.id, p.name, p.status, pr.status as project_status
        from properties p left join projects pr on pr.id = p.project_id order by p.id`)
    ).rows;
    const searchable = new Set(
      (
        await findCandidates(
          db,
          { ...EMPTY_SLOTS, amenities: [] },
          {
            spellings: { city: (n) => [n], department: (n) => [n], neighborhood: (n) => [n] },
            now: new Date(),
            limit: 1_000_000,
          }
        )
      ).map((r) => r.id)
    );
    // The seed must hold what the rule hides, or the walk proves nothing.
    expect(listings.some((l) => l.status === 'SOLD')).toBe(true);
    expect(listings.some((l) => l.project_status === 'DRAFT' && l.status === 'AVAILABLE')).toBe(true);
    expect(searchable.size).toBeGreaterThan(0);
    expect(searchable.size).toBeLessThan(listings.length);

    // The engine itself, with a fresh session per id: no earlier reply or cached answer can stand in.
    const assistant = createAssistant();
    const lastId = Math.max(...listings.map((l) => l.id));
    const byId = new Map(listings.map((l) => [l.id, l]));
    for (let id = 1; id <= lastId + 3; id++) {
      const reply = await assistant.reply(db, { message: `analiza ID ${id}`, session_id: newSessionId() });
      const listing = byId.get(id);
      if (searchable.has(id)) {
        expect(reply.analysis_details?.property_id, `ID ${id}`).toBe(id);
      } else {
        expect(reply.content, `ID ${id} (${listing?.status ?? 'sin fila'})`).toBe(notFound(id));
        expect(reply.analysis_details).toBeNull();
        if (listing) expect(reply.content).not.toContain(listing.name);
      }
    }
  });

  it('hides a unit the moment its project goes back to draft, through the public API', async () => {
    const [unit] = (
      await db.execute<{ id: number; project_id: number }>(sql`
        select p.id, p.project_id from properties p join projects pr on pr.id = p.project_id
        where p.status = 'AVAILABLE' and pr.status = 'ACTIVE' and p.price > 0 order by p.id limit 1`)
    ).rows;
    if (!unit) throw new Error('the seed has no available unit of an active project');
    const before = await chat(app, `analiza ID ${unit.id}`, newSessionId());
    expect(before.analysis_details?.property_id).toBe(unit.id);
    await db.execute(sql`update projects set status = 'DRAFT' where id = ${unit.project_id}`);
    const after = await chat(app, `analiza ID ${unit.id}`, newSessionId());
    expect(after.content).toBe(notFound(unit.id));
  });
});
