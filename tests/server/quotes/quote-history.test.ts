import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Db } from '#server/db/client';
import { leadEvents, properties } from '#server/db/schema';
import { anonymiseLead } from '#server/services/privacy';
import { callJson, people, setUpCompanies } from '#tests/server/projects/support';
import { addProject, addProperty } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';

// A quote's page lists its own steps: the lead's history entries tied to it by id (migration 0030), whatever their
// words say and whatever other quotes the lead has.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let project: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own } = await setUpCompanies(db, api));
  project = await addProject(db, own, 'Torres del Poblado', 'ACTIVE');
});
afterAll(() => close());

let serial = 0;
const unit = async () => {
  const id = await addProperty(db, own, `Apto ${++serial}`, 'AVAILABLE', project);
  await db.update(properties).set({ price: 350_000_000 }).where(eq(properties.id, id));
  return id;
};
const quoteBody = async (lead: { lead_id: number } | { contact: object }, overrides = {}) => ({
  property_id: await unit(),
  ...lead,
  instalment_count: 12,
  instalment_day: 5,
  delivery_date: `${new Date().getUTCFullYear() + 2}-06-30`,
  financing: 'mortgage',
  ...overrides,
});
const history = async (id: number): Promise<string[]> => {
  const { status, body } = await callJson(api, people.viewer, 'GET', `/quotes/${id}`);
  expect(status).toBe(200);
  return body.history.map((h: { description: string }) => h.description);
};

/** Two quotes of one lead: the first sent and accepted, the second waiting for approval and then rejected. */
async function twoQuotesOfOneLead() {
  const first = await callJson(
    api,
    people.member,
    'POST',
    '/quotes',
    await quoteBody({ contact: { name: 'Lucía Fernández', email: `lucia${++serial}@example.com` } })
  );
  const leadId: number = first.body.lead_id;
  const second = await callJson(
    api,
    people.member,
    'POST',
    '/quotes',
    await quoteBody({ lead_id: leadId }, { discount_value: 8 })
  );
  expect(second.body.status).toBe('pending_approval');
  await callJson(api, people.member, 'POST', `/quotes/${first.body.id}/send`);
  await callJson(api, people.member, 'POST', `/quotes/${first.body.id}/accept`);
  await callJson(api, people.owner, 'POST', `/quotes/${second.body.id}/approval`, {
    decision: 'reject',
    reason: 'El descuento es muy alto',
  });
  return { leadId, first: first.body.id as number, second: second.body.id as number };
}

describe("a quote's history", () => {
  it('shows only its own events when the lead has two quotes', async () => {
    const { first, second } = await twoQuotesOfOneLead();
    expect(await history(first)).toEqual([
      expect.stringMatching(new RegExp(`^Cotización #${first} de Apto \\d+ por .* creada\\.`)),
      `Cotización #${first}: enviada al comprador por correo (Borrador → Enviada).`,
      `Cotización #${first}: aceptada por el comprador (Enviada → Aceptada).`,
    ]);
    expect(await history(second)).toEqual([
      expect.stringMatching(new RegExp(`^Cotización #${second} de .* espera aprobación\\.$`)),
      `Cotización #${second}: descuento rechazado: El descuento es muy alto (Pendiente de aprobación → Rechazada).`,
    ]);
  });

  it("keeps its steps once the lead's data is anonymised and the entries' words are gone", async () => {
    const { leadId, first } = await twoQuotesOfOneLead();
    await anonymiseLead(db, leadId, { email: 'owner@example.com', userId: null }, new Date());
    const after = await history(first);
    expect(after).toHaveLength(3);
    expect(new Set(after)).toEqual(new Set(['Texto eliminado al anonimizar los datos del titular.']));
  });

  it('names its quote in each entry of the lead’s history that is about it, and no other entry', async () => {
    const { leadId, first, second } = await twoQuotesOfOneLead();
    const rows = await db
      .select({ type: leadEvents.type, quoteId: leadEvents.quoteId })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId));
    expect(rows.filter((r) => r.type === 'quote').map((r) => r.quoteId)).toEqual([
      first,
      second,
      first,
      first,
      second,
    ]);
    expect(rows.filter((r) => r.type !== 'quote').every((r) => r.quoteId === null)).toBe(true);
  });
});

describe('migration 0030', () => {
  const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0030_lead-events-quote.sql'), 'utf8');
  const backfill = migration
    .split('--> statement-breakpoint')
    .find((s) => s.includes('UPDATE "lead_events"'))!;

  it('ties the entries written before it to their quote, only where the quote is of the same lead', async () => {
    const a = await twoQuotesOfOneLead();
    const b = await twoQuotesOfOneLead();
    // An entry of lead A that mentions lead B's quote, and entries written by hand: none is tied.
    await db.insert(leadEvents).values([
      { leadId: a.leadId, type: 'quote', description: `Cotización #${b.first}: escrita a mano.` },
      { leadId: a.leadId, type: 'note', description: `Cotización #${a.first}: una nota, no un paso.` },
      { leadId: a.leadId, type: 'quote', description: `Cotización #${a.first}0 de otra unidad.` },
    ]);
    const tied = async () =>
      db
        .select({ id: leadEvents.id, quoteId: leadEvents.quoteId })
        .from(leadEvents)
        .where(inArray(leadEvents.leadId, [a.leadId, b.leadId]))
        .orderBy(leadEvents.id);
    const written = await tied();
    // As the rows were before the column existed.
    await db.update(leadEvents).set({ quoteId: null });
    await db.execute(sql.raw(backfill));
    expect(await tied()).toEqual(written);
    expect(await history(a.second)).toHaveLength(2);
  });
});
