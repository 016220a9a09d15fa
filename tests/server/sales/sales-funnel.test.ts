import { eq } from 'drizzle-orm';
import { colombiaMonth } from '#domain/business-calendar';
import type { Db } from '#server/db/client';
import { leads, quotes } from '#server/db/schema';
import { call, callJson, people, setUpCompanies } from '#tests/server/projects/support';
import { addProject, addProperty } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { properties } from '#server/db/schema';
import { documentTypeId, buyer } from './world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let towers: number;
let park: number;

// The middle of the month `offset` months before this one, so a figure never depends on the day the test runs.
const { year, month } = colombiaMonth(new Date());
const midMonth = (offset: number) => new Date(Date.UTC(year, month - 1 - offset, 15, 17));
const nextMonthDay = new Date(Date.UTC(year, month, 15)).toISOString().slice(0, 10);
const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

let serial = 0;
async function unitIn(projectId: number) {
  const id = await addProperty(db, own, `Apto ${++serial}`, 'AVAILABLE', projectId);
  await db.update(properties).set({ price: 300_000_000 }).where(eq(properties.id, id));
  return id;
}
async function lead(
  origin: 'chat' | 'manual' | 'website',
  createdAt: Date,
  place: { projectId?: number; propertyId?: number } = {},
  companyId = own
) {
  const [row] = await db
    .insert(leads)
    .values({ companyId, contactName: `Lead ${++serial}`, origin, createdAt, ...place })
    .returning({ id: leads.id });
  return row!.id;
}
async function quote(propertyId: number, leadId: number, createdAt?: Date) {
  const { status, body } = await callJson(api, people.member, 'POST', '/quotes', {
    property_id: propertyId,
    lead_id: leadId,
    separation_amount: 5_000_000,
    initial_pct: 30,
    instalment_count: 6,
    instalment_day: 15,
    delivery_date: `${year + 2}-06-30`,
    financing: 'mortgage',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  if (createdAt) await db.update(quotes).set({ createdAt }).where(eq(quotes.id, body.id));
}
async function reserve(propertyId: number, leadId: number) {
  const { status, body } = await callJson(api, people.member, 'POST', '/reservations', {
    property_id: propertyId,
    lead_id: leadId,
    deposit: 5_000_000,
    deposit_method: 'transfer',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id as number;
}

let saleId: number;
let saldoId: number;

/**
 * Last month: two chat leads (one per project), the towers' lead quoted. This month: a manual lead on a towers unit
 * and a website lead; the park's chat lead quoted, separated and released; the towers' chat lead separated and sold;
 * the manual lead quoted. Older and foreign leads stay out.
 */
beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  let foreign: number;
  ({ own, foreign } = await setUpCompanies(db, api));
  towers = await addProject(db, own, 'Torres del Poblado', 'ACTIVE');
  park = await addProject(db, own, 'Parque Central', 'ACTIVE');
  const [t1, t2, p1] = [await unitIn(towers), await unitIn(towers), await unitIn(park)];
  const chatTowers = await lead('chat', midMonth(1), { projectId: towers });
  const chatPark = await lead('chat', midMonth(1), { projectId: park });
  const manual = await lead('manual', midMonth(0), { propertyId: t2 });
  await lead('website', midMonth(0));
  await lead('manual', midMonth(5), { projectId: towers });
  await lead('chat', midMonth(0), {}, foreign);
  await quote(t1, chatTowers, midMonth(1));
  await quote(p1, chatPark);
  await quote(t2, manual);
  const released = await reserve(p1, chatPark);
  await callJson(api, people.owner, 'POST', `/reservations/${released}/release`, { reason: 'Desistió' });
  const held = await reserve(t1, chatTowers);
  const cc = await documentTypeId(db, 'CO', 'CC');
  const sold = await callJson(api, people.owner, 'POST', `/reservations/${held}/sale`, {
    ...buyer(cc),
    balance_due_on: nextMonthDay,
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  saleId = sold.body.id;
  saldoId = sold.body.instalments[1].id;
});
afterAll(() => close());

const funnel = (query: string, who: keyof typeof people = 'viewer') =>
  callJson(api, people[who], 'GET', `/sales-funnel?company_id=${own}${query}`);

describe('GET /sales-funnel', () => {
  it('counts each month’s leads, quotes, separaciones and sales, and the leads by origin, for everyone in the company', async () => {
    const { status, body } = await funnel('&months=3');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(
      body.months.map(({ label: _label, month: _month, ...counts }: Record<string, unknown>) => counts)
    ).toEqual([
      { leads: 0, quotes: 0, reservations: 0, sales: 0 },
      { leads: 2, quotes: 1, reservations: 0, sales: 0 },
      { leads: 2, quotes: 2, reservations: 2, sales: 1 },
    ]);
    expect(body.months[2].month).toBe(`${year}-${String(month).padStart(2, '0')}`);
    expect(body.totals).toEqual({ leads: 4, quotes: 3, reservations: 2, sales: 1 });
    expect(body.by_origin).toEqual([
      { origin: 'chat', leads: 2, quotes: 2, reservations: 2, sales: 1 },
      { origin: 'manual', leads: 1, quotes: 1, reservations: 0, sales: 0 },
      { origin: 'public_form', leads: 0, quotes: 0, reservations: 0, sales: 0 },
      { origin: 'website', leads: 1, quotes: 0, reservations: 0, sales: 0 },
    ]);
  });

  it('narrows to one project: its leads (by project or unit) and what was done on its units', async () => {
    const { body } = await funnel(`&months=2&project_id=${towers}`);
    expect(body.totals).toEqual({ leads: 2, quotes: 2, reservations: 1, sales: 1 });
    expect(body.by_origin.filter((o: { leads: number }) => o.leads > 0)).toEqual([
      { origin: 'chat', leads: 1, quotes: 1, reservations: 1, sales: 1 },
      { origin: 'manual', leads: 1, quotes: 1, reservations: 0, sales: 0 },
    ]);
    expect((await funnel(`&months=2&project_id=${park}`)).body.totals).toEqual({
      leads: 1,
      quotes: 1,
      reservations: 1,
      sales: 0,
    });
  });

  it('takes six months by default and refuses more than 24 with a Spanish 422; another company’s is refused', async () => {
    expect((await funnel('')).body.months).toHaveLength(6);
    const tooMany = await funnel('&months=25');
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain('Los meses no pueden ser más de 24');
    expect((await funnel('', 'foreignOwner')).status).toBeGreaterThanOrEqual(403);
  });

  it('exports the same figures with the conversion at each step as CSV', async () => {
    const res = await call(api, people.viewer, 'GET', `/sales-funnel/export.csv?company_id=${own}&months=3`);
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Periodo;Leads;Cotizaciones;Separaciones;Ventas;Lead → cotización;Cotización → separación;Separación → venta'
    );
    expect(lines).toContain('Total;4;3;2;1;75 %;67 %;50 %');
    expect(lines).toContain('Origen: Chat;2;2;2;1;100 %;100 %;50 %');
    expect(lines).toContain('Origen: Formulario público;0;0;0;0;—;—;—');
  });
});

describe('GET /sales-collection', () => {
  it('sets this month’s payments against the instalments falling due in it', async () => {
    const url = `/sales-collection?company_id=${own}`;
    // The separación fell due and was paid today; the balance falls due next month.
    expect((await callJson(api, people.viewer, 'GET', url)).body).toMatchObject({
      due: 5_000_000,
      collected: 5_000_000,
    });
    const paid = await callJson(api, people.owner, 'POST', `/sales/${saleId}/payments`, {
      instalment_id: saldoId,
      paid_on: today,
      amount: 20_000_000,
      method: 'transfer',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await callJson(api, people.viewer, 'GET', url)).body).toMatchObject({
      due: 5_000_000,
      collected: 25_000_000,
    });
  });
});
