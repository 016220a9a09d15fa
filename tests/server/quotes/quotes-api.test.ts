import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { leadEvents, leads, mailOutbox, properties, quoteInstalments, quotes } from '#server/db/schema';
import { expireQuotes, getQuotePlan } from '#server/services/quotes';
import { call, callJson, people, setUpCompanies, type PersonKey } from '#tests/server/projects/support';
import { addProject, addProperty } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { pdfText } from '#tests/server/support/pdf-text';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;
let project: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign } = await setUpCompanies(db, api));
  project = await addProject(db, own, 'Torres del Poblado', 'ACTIVE');
});
afterAll(() => close());

let serial = 0;
const unit = async (price = 350_000_000, companyId = own, status: 'AVAILABLE' | 'SOLD' = 'AVAILABLE') => {
  const id = await addProperty(db, companyId, `Apto ${++serial}`, status, companyId === own ? project : null);
  await db.update(properties).set({ price }).where(eq(properties.id, id));
  return id;
};
const nextYear = new Date().getUTCFullYear() + 2;
const quoteBody = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
  property_id: propertyId,
  contact: { name: 'Lucía Fernández', email: `lucia${++serial}@example.com` },
  separation_amount: 5_000_000,
  initial_pct: 30,
  instalment_count: 12,
  instalment_day: 31,
  delivery_date: `${nextYear}-06-30`,
  financing: 'mortgage',
  ...overrides,
});
const create = (who: PersonKey, body: unknown) => callJson(api, people[who], 'POST', '/quotes', body);
const step = (who: PersonKey, id: number, what: string, body?: unknown) =>
  callJson(api, people[who], 'POST', `/quotes/${id}/${what}`, body ?? (what === 'approval' ? {} : undefined));
const countQuotes = async () => (await db.select({ id: quotes.id }).from(quotes)).length;

describe('POST /quotes', () => {
  it('computes the plan on the server, makes the contact a lead and moves it to Cotizado', async () => {
    const propertyId = await unit();
    const { status, body } = await create('member', quoteBody(propertyId));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      status: 'draft',
      list_price: 350_000_000,
      final_price: 350_000_000,
      initial_total: 105_000_000,
      balance: 245_000_000,
      lead_name: 'Lucía Fernández',
      public_path: null,
    });
    expect(body.plan).toHaveLength(14);
    expect(body.plan.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(350_000_000);
    const [lead] = await db.select().from(leads).where(eq(leads.id, body.lead_id));
    expect(lead).toMatchObject({ status: 'quoted', source: 'Cotización', propertyId });
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, body.lead_id));
    expect(history.map((e) => e.type)).toEqual(['created', 'quote']);
    expect(history[1]).toMatchObject({ fromStatus: 'new', toStatus: 'quoted' });
    // The reservations' service reads the same rows.
    expect(await getQuotePlan(db, body.id)).toEqual(body.plan);
  });

  it('adds a second quote of a known contact to the lead that person already is', async () => {
    const first = await create(
      'member',
      quoteBody(await unit(), { contact: { name: 'Ana', email: 'ana@x.co' } })
    );
    const again = await create(
      'admin',
      quoteBody(await unit(), { contact: { name: 'Ana Ríos', email: 'ANA@X.CO', phone: '3001234567' } })
    );
    expect(again.body.lead_id).toBe(first.body.lead_id);
  });

  it('keeps a MEMBER’s discount above the cap waiting for an OWNER or ADMIN', async () => {
    const { body } = await create('member', quoteBody(await unit(), { discount_value: 8 }));
    expect(body).toMatchObject({ status: 'pending_approval', discount_pct: 8, discount_amount: 28_000_000 });
    expect((await step('member', body.id, 'send')).status).toBe(409);
    expect((await step('member', body.id, 'approval', { decision: 'approve' })).status).toBe(403);
    const approved = await step('admin', body.id, 'approval', { decision: 'approve' });
    expect(approved.body).toMatchObject({ status: 'draft', decided_by_name: 'Ana' });
    // An ADMIN's own discount needs nobody.
    expect((await create('admin', quoteBody(await unit(), { discount_value: 8 }))).body.status).toBe('draft');
  });

  it('follows the cycle: sent (with a public PDF), accepted; rejected by an approver', async () => {
    const { body } = await create('member', quoteBody(await unit()));
    const sent = await step('member', body.id, 'send');
    expect(sent.body.status).toBe('sent');
    expect(sent.body.public_path).toMatch(/^\/public\/quotes\/[A-Za-z0-9_-]{43}\/pdf$/);
    const open = await api.app.request(sent.body.public_path);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('application/pdf');
    const accepted = await step('member', body.id, 'accept');
    expect(accepted.body.status).toBe('accepted');
    const pending = await create('member', quoteBody(await unit(), { discount_value: 20 }));
    const rejected = await step('owner', pending.body.id, 'approval', {
      decision: 'reject',
      reason: 'Muy alto',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', decision_reason: 'Muy alto' });
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, body.lead_id));
    expect(history.filter((e) => e.type === 'quote')).toHaveLength(3);
  });

  it("'Enviar' mails the PDF to a lead with an e-mail, and the quote's history lists its own steps only", async () => {
    const { body } = await create('member', quoteBody(await unit()));
    const email = (await db.select().from(leads).where(eq(leads.id, body.lead_id)))[0]!.contactEmail!;
    // A second quote of the same lead: its steps are not this quote's history.
    await create('member', quoteBody(await unit(), { contact: undefined, lead_id: body.lead_id }));
    expect((await step('member', body.id, 'send')).status).toBe(200);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mail).toMatchObject({
      template: 'quote-sent',
      subject: `Tu cotización #${body.id}: Torres del Poblado`,
    });
    expect(mail!.attachments).toHaveLength(1);
    const attached = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64');
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(pdfText(attached)).toContain('Total del plan');
    const read = await callJson(api, people.viewer, 'GET', `/quotes/${body.id}`);
    expect(read.body.history.map((h: { description: string }) => h.description)).toEqual([
      expect.stringMatching(new RegExp(`^Cotización #${body.id} de .* creada\\.`)),
      `Cotización #${body.id}: enviada al comprador por correo (Borrador → Enviada).`,
    ]);
    expect(read.body.history[1].by_name).toBe('Mateo');
  });

  it("'Enviar' to a lead without an e-mail sends nothing and still sends the quote", async () => {
    const before = (await db.select().from(mailOutbox)).length;
    const { body } = await create(
      'member',
      quoteBody(await unit(), { contact: { name: 'Sin Correo', phone: '3105550101' } })
    );
    expect((await step('member', body.id, 'send')).body.status).toBe('sent');
    expect((await db.select().from(mailOutbox)).length).toBe(before);
  });

  it("'Descargar PDF' holds the company, the unit, the price, the plan's total and the validity", async () => {
    const { body } = await create('member', quoteBody(await unit(), { discount_value: 2 }));
    const res = await call(api, people.viewer, 'GET', `/quotes/${body.id}/pdf`);
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = pdfText(pdf);
    expect(text).toContain('Constructora Andina S.A.S.');
    expect(text).toContain(body.property_name);
    expect(text).toContain('$350.000.000');
    expect(text).toContain('$343.000.000');
    expect(text).toContain('Total del plan');
    expect(text).toContain('Válida hasta el');
    expect(text).toContain('Cuota 12 de 12');
    expect(pdf.length).toBeLessThan(20_000);
  });
});

describe("'Rechazar' and 'Marcar rechazada' ask why", () => {
  const statusOf = async (id: number) =>
    (await callJson(api, people.viewer, 'GET', `/quotes/${id}`)).body.status;

  it.each([
    ['without a reason', {}, 'Indica el motivo del rechazo'],
    ['with a reason of two letters', { reason: 'no' }, 'El motivo debe tener al menos 3 caracteres'],
    ['with blanks only', { reason: '      ' }, 'El motivo debe tener al menos 3 caracteres'],
    ['with a reason too long', { reason: 'x'.repeat(501) }, 'El motivo no puede exceder 500 caracteres'],
  ])(
    'an approver rejecting %s gets a Spanish 422 on the field, and the quote still waits',
    async (_, body, msg) => {
      const pending = await create('member', quoteBody(await unit(), { discount_value: 9 }));
      const refused = await step('owner', pending.body.id, 'approval', { decision: 'reject', ...body });
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'reason'], msg })]);
      expect(await statusOf(pending.body.id)).toBe('pending_approval');
    }
  );

  it('the buyer declining without a reason is refused and the quote stays sent', async () => {
    const { body } = await create('member', quoteBody(await unit()));
    await step('member', body.id, 'send');
    for (const reason of [undefined, '  a ']) {
      const refused = await step('member', body.id, 'reject', reason === undefined ? {} : { reason });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body.detail)).toMatch(
        /Indica el motivo del rechazo|al menos 3 caracteres/
      );
    }
    expect(await statusOf(body.id)).toBe('sent');
  });

  it("the reason is kept on the quote and written in the lead's history, for the approver and for the buyer", async () => {
    const pending = await create('member', quoteBody(await unit(), { discount_value: 9 }));
    const rejected = await step('admin', pending.body.id, 'approval', {
      decision: 'reject',
      reason: '  Supera el margen del proyecto  ',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      decision_reason: 'Supera el margen del proyecto',
      decided_by_name: 'Ana',
    });
    const sent = await create('member', quoteBody(await unit()));
    await step('member', sent.body.id, 'send');
    const declined = await step('member', sent.body.id, 'reject', { reason: 'Compró en otro proyecto' });
    expect(declined.body).toMatchObject({ status: 'rejected', decision_reason: 'Compró en otro proyecto' });
    const lead = await callJson(api, people.viewer, 'GET', `/leads/${sent.body.lead_id}`);
    expect(JSON.stringify(lead.body)).toContain(
      `Cotización #${sent.body.id}: rechazada por el comprador: Compró en otro proyecto (Enviada → Rechazada).`
    );
    // Approving needs no reason.
    const other = await create('member', quoteBody(await unit(), { discount_value: 9 }));
    expect((await step('owner', other.body.id, 'approval', { decision: 'approve' })).status).toBe(200);
  });
});

describe('bad input: a Spanish 4xx and nothing written', () => {
  it.each([
    [
      'a discount above the price',
      { discount_kind: 'amount', discount_value: 400_000_000 },
      'El descuento no puede superar',
    ],
    [
      'a separación above the cuota inicial',
      { separation_amount: 200_000_000 },
      'La separación no puede superar',
    ],
    [
      'a delivery date in the past',
      { delivery_date: '2020-01-31' },
      'La fecha de entrega debe ser posterior',
    ],
    ['instalments after the delivery', { instalment_count: 120 }, 'Las cuotas deben terminar antes'],
    ['a subsidy above the balance', { subsidy_amount: 300_000_000 }, 'El subsidio no puede superar'],
    ['neither lead nor contact', { contact: undefined }, 'Elige un lead o escribe'],
  ])('%s', async (_, overrides, detail) => {
    const before = await countQuotes();
    const leadsBefore = (await db.select({ id: leads.id }).from(leads)).length;
    const { status, body } = await create('member', quoteBody(await unit(), overrides));
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(detail);
    expect(await countQuotes()).toBe(before);
    expect((await db.select({ id: leads.id }).from(leads)).length).toBe(leadsBefore);
  });

  it("refuses another company's unit (404, as if it did not exist) and another company's lead", async () => {
    const theirs = await unit(350_000_000, foreign);
    expect((await create('member', quoteBody(theirs))).status).toBe(404);
    const [theirLead] = await db.insert(leads).values({ companyId: foreign, contactName: 'X' }).returning();
    const { status, body } = await create(
      'member',
      quoteBody(await unit(), { contact: undefined, lead_id: theirLead!.id })
    );
    expect(status).toBe(422);
    expect(body.detail).toBe('El lead no pertenece a la empresa de la unidad.');
  });

  it('refuses a sold unit and a VIEWER', async () => {
    expect((await create('member', quoteBody(await unit(350_000_000, own, 'SOLD')))).status).toBe(422);
    expect((await create('viewer', quoteBody(await unit()))).status).toBe(403);
  });

  it('refuses to accept an expired quote, and the sweep marks open quotes past their validity', async () => {
    const { body } = await create('member', quoteBody(await unit()));
    const sent = await step('member', body.id, 'send');
    const later = new Date(Date.now() + 20 * 86_400_000);
    // Past its validity and not yet swept: accepting is refused at the request's time.
    await db.update(quotes).set({ validUntil: '2020-01-01' }).where(eq(quotes.id, body.id));
    const refused = await step('member', body.id, 'accept');
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe('La cotización venció: crea una nueva con la vigencia actual.');
    expect((await api.app.request(`/public/quotes/${sent.body.public_path.split('/')[3]}/pdf`)).status).toBe(
      404
    );
    expect(await expireQuotes(db, later)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, body.id));
    expect(row!.status).toBe('expired');
    expect((await step('member', body.id, 'accept')).status).toBe(422);
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, body.lead_id));
    expect(history.at(-1)!.description).toContain('vencida');
  });

  it('the sweep leaves quotes within their validity and closed ones alone', async () => {
    const { body } = await create('member', quoteBody(await unit()));
    await expireQuotes(db, new Date());
    const [row] = await db.select().from(quotes).where(eq(quotes.id, body.id));
    expect(row!.status).toBe('draft');
    expect(
      (await db.select().from(quoteInstalments).where(eq(quoteInstalments.quoteId, body.id))).length
    ).toBe(14);
  });
});

describe('GET /quotes', () => {
  it('pages a company’s quotes on the server with counts per status, and hides them from other companies', async () => {
    const page = await callJson(api, people.viewer, 'GET', `/quotes?company_id=${own}&limit=2`);
    expect(page.status).toBe(200);
    expect(page.body.quotes).toHaveLength(2);
    expect(page.body.total_items).toBe(page.body.counts.all);
    const pending = await callJson(
      api,
      people.viewer,
      'GET',
      `/quotes?company_id=${own}&status=pending_approval`
    );
    expect(pending.body.quotes.every((q: { status: string }) => q.status === 'pending_approval')).toBe(true);
    expect((await callJson(api, people.foreignOwner, 'GET', `/quotes?company_id=${own}`)).status).toBe(404);
  });

  it('filters by project (the counts too) and refuses a page above 50 rows', async () => {
    const other = await addProject(db, own, 'Parque Central', 'ACTIVE');
    const id = await addProperty(db, own, 'Casa 9', 'AVAILABLE', other);
    await db.update(properties).set({ price: 200_000_000 }).where(eq(properties.id, id));
    await create('member', quoteBody(id));
    const page = await callJson(api, people.viewer, 'GET', `/quotes?company_id=${own}&project_id=${other}`);
    expect(page.body.quotes.map((q: { property_name: string }) => q.property_name)).toEqual(['Casa 9']);
    expect(page.body.counts.all).toBe(1);
    const tooMany = await callJson(api, people.viewer, 'GET', `/quotes?company_id=${own}&limit=51`);
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain('El límite no puede exceder 50');
  });
});

describe('sale settings', () => {
  it('answers the defaults, lets OWNER/ADMIN save, refuses a MEMBER and a stale version', async () => {
    const path = `/companies/${own}/sale-settings`;
    const read = await callJson(api, people.member, 'GET', path);
    expect(read.body).toEqual({
      company_id: own,
      quote_validity_days: 15,
      member_max_discount_pct: 5,
      reservation_days: 7,
      version: 1,
    });
    const body = { quote_validity_days: 30, member_max_discount_pct: 10, reservation_days: 5, version: 1 };
    expect((await callJson(api, people.member, 'PUT', path, body)).status).toBe(403);
    const saved = await callJson(api, people.admin, 'PUT', path, body);
    expect(saved.body).toMatchObject({ quote_validity_days: 30, member_max_discount_pct: 10, version: 2 });
    const stale = await callJson(api, people.owner, 'PUT', path, body);
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(2);
    const bad = await callJson(api, people.owner, 'PUT', path, {
      ...body,
      quote_validity_days: 0,
      version: 2,
    });
    expect(bad.status).toBe(422);
    // The new cap and validity apply to the next quote.
    const { body: quote } = await create('member', quoteBody(await unit(), { discount_value: 8 }));
    expect(quote.status).toBe('draft');
    const created = new Date(quote.created_at);
    const days =
      (Date.parse(`${quote.valid_until}T00:00:00Z`) - Date.parse(created.toISOString().slice(0, 10))) /
      86_400_000;
    expect(Math.abs(days - 30)).toBeLessThanOrEqual(1);
  });
});
