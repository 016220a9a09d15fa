import { and, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  companySaleSettings,
  leads,
  projectActivities,
  properties,
  reservations,
  salePayments,
  sales,
} from '#server/db/schema';
import { SWEEPS } from '#server/jobs/registry';
import { expireReservations } from '#server/services/reservations';
import { call, callJson, people, setUpCompanies, type PersonKey } from '#tests/server/projects/support';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { addUnits, createProject, setUnitStatus } from '#tests/server/constructor/world';
import { addBuyerLead, addUnit, buyer, documentTypeId } from './world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;
let cc: number;
let project: number;
let serial = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign } = await setUpCompanies(db, api));
  cc = await documentTypeId(db, 'CO', 'CC');
  project = (await createProject(api, own, { name: 'Torres del Poblado' })).id;
});
afterAll(() => close());

const reserve = (who: PersonKey, body: Record<string, unknown>) =>
  callJson(api, people[who], 'POST', '/reservations', {
    deposit: 5_000_000,
    deposit_method: 'transfer',
    ...body,
  });
const release = (who: PersonKey, id: number, reason = 'El cliente desistió de la compra') =>
  callJson(api, people[who], 'POST', `/reservations/${id}/release`, { reason });
const sell = (who: PersonKey, id: number, body: Record<string, unknown> = {}) =>
  callJson(api, people[who], 'POST', `/reservations/${id}/sale`, { ...buyer(cc), ...body });
const pay = (who: PersonKey, id: number, body: Record<string, unknown>) =>
  callJson(api, people[who], 'POST', `/sales/${id}/payments`, { method: 'transfer', ...body });
const unit = async (id: number) => (await db.select().from(properties).where(eq(properties.id, id)))[0]!;
const lead = async (id: number) => (await db.select().from(leads).where(eq(leads.id, id)))[0]!;
const activities = async (type: string) =>
  (await db.select().from(projectActivities).where(eq(projectActivities.companyId, own))).filter(
    (a) => a.type === type
  );
const rowsOf = async (table: typeof reservations | typeof sales | typeof salePayments) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

/** A fresh unit in the project and a lead, reserved by the member. */
async function reserved() {
  const units = await addUnits(api, project, [{ name: `Apto ${++serial}01`, price: 450_000_000 }]);
  const unitId = Object.values(units)[0]!;
  const leadId = await addBuyerLead(db, own, `Comprador ${serial}`);
  const { status, body } = await reserve('member', { property_id: unitId, lead_id: leadId });
  expect(status, JSON.stringify(body)).toBe(201);
  return { unitId, leadId, reservation: body };
}

describe('separación', () => {
  it('holds an available unit for the company’s reservation days, moves the lead and logs it', async () => {
    const before = Date.now();
    const { unitId, leadId, reservation } = await reserved();
    expect(reservation).toMatchObject({ status: 'active', deposit: 5_000_000, property_id: unitId });
    const expires = Date.parse(reservation.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(expires).toBeLessThan(Date.now() + 7 * DAY + 1000);
    expect((await unit(unitId)).status).toBe('RESERVED');
    expect((await lead(leadId)).status).toBe('reserved');
    expect((await activities('reservation_created')).some((a) => a.title.includes('Separación'))).toBe(true);
  });

  it('uses the company’s own setting for the days a separación holds', async () => {
    await db.insert(companySaleSettings).values({ companyId: own, reservationDays: 3 });
    try {
      const { reservation } = await reserved();
      const days = (Date.parse(reservation.expires_at) - Date.parse(reservation.created_at)) / DAY;
      expect(days).toBeCloseTo(3, 3);
    } finally {
      await db.delete(companySaleSettings).where(eq(companySaleSettings.companyId, own));
    }
  });

  it.each([
    ['SOLD', 'La unidad ya está vendida: no se puede separar.'],
    ['BLOCKED', 'La unidad está bloqueada por la empresa: no se puede separar.'],
    ['RESERVED', 'La unidad ya está separada: libérala o véndela antes de separarla otra vez.'],
  ] as const)('refuses a %s unit with a Spanish 409 and writes nothing', async (status, detail) => {
    const unitId = await addUnit(db, own, `Estado ${++serial}`, status);
    const before = await rowsOf(reservations);
    const res = await reserve('owner', { property_id: unitId, lead_id: await addBuyerLead(db, own) });
    expect(res).toMatchObject({ status: 409, body: { detail } });
    expect(await rowsOf(reservations)).toBe(before);
    expect((await unit(unitId)).status).toBe(status);
  });

  it('answers 404 for another company’s unit or lead, and 422 for a deposit above the price', async () => {
    const foreignUnit = await addUnit(db, foreign, 'Ajena 1');
    const ownUnit = await addUnit(db, own, `Propia ${++serial}`);
    const before = await rowsOf(reservations);
    expect(
      (await reserve('owner', { property_id: foreignUnit, lead_id: await addBuyerLead(db, own) })).status
    ).toBe(404);
    const foreignLead = await reserve('owner', {
      property_id: ownUnit,
      lead_id: await addBuyerLead(db, foreign),
    });
    expect(foreignLead).toMatchObject({ status: 404, body: { detail: 'Lead no encontrado.' } });
    const tooMuch = await reserve('owner', {
      property_id: ownUnit,
      lead_id: await addBuyerLead(db, own),
      deposit: 500_000_000,
    });
    expect(tooMuch).toMatchObject({
      status: 422,
      body: { detail: 'La separación no puede superar el precio de la unidad.' },
    });
    expect(await rowsOf(reservations)).toBe(before);
    expect((await unit(ownUnit)).status).toBe('AVAILABLE');
  });

  it('gives exactly one winner among 10 concurrent attempts on one unit', async () => {
    const unitId = await addUnit(db, own, `Disputada ${++serial}`);
    const leadIds = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addBuyerLead(db, own, `Rival ${i}`))
    );
    const answers = await Promise.all(
      leadIds.map((leadId) =>
        call(api, people.member, 'POST', '/reservations', {
          property_id: unitId,
          lead_id: leadId,
          deposit: 5_000_000,
          deposit_method: 'cash',
        })
      )
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const active = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.propertyId, unitId), eq(reservations.status, 'active')));
    expect(active).toHaveLength(1);
    expect((await unit(unitId)).status).toBe('RESERVED');
  });

  it('is enforced by the database itself: a second active hold of one unit is refused', async () => {
    const { unitId } = await reserved();
    await expect(
      db.insert(reservations).values({ companyId: own, propertyId: unitId, status: 'active' })
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });
});

describe('liberar and expiry', () => {
  it('releases with a reason (OWNER/ADMIN only): the unit is available again and the lead steps back', async () => {
    const { unitId, leadId, reservation } = await reserved();
    expect((await release('member', reservation.id)).status).toBe(403);
    const { status, body } = await release('admin', reservation.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'released', release_reason: 'El cliente desistió de la compra' });
    expect((await unit(unitId)).status).toBe('AVAILABLE');
    expect((await lead(leadId)).status).toBe('qualified');
    expect((await activities('reservation_released')).length).toBeGreaterThan(0);
    const again = await release('admin', reservation.id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/ya no está vigente/);
  });

  it('expires what has passed at the given time, once, and frees the unit', async () => {
    const { unitId, reservation } = await reserved();
    const statusOf = async () =>
      (await db.select().from(reservations).where(eq(reservations.id, reservation.id)))[0]!.status;
    await expireReservations(db, new Date(Date.now() + 6 * DAY));
    expect(await statusOf()).toBe('active');
    expect(await expireReservations(db, new Date(Date.now() + 8 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await expireReservations(db, new Date(Date.now() + 8 * DAY))).toBe(0);
    expect(await statusOf()).toBe('expired');
    expect((await unit(unitId)).status).toBe('AVAILABLE');
    expect((await activities('reservation_expired')).some((a) => a.title.includes('Apto'))).toBe(true);
  });

  it('runs as the queue’s every-minute sweep on the application clock', async () => {
    const { unitId } = await reserved();
    const sweep = SWEEPS.find((s) => s.name === 'reservations')!;
    expect(sweep.everyMinutes).toBe(1);
    const later = new Date(Date.now() + 30 * DAY);
    const report = await sweep.run({ db, now: () => later, enqueue: async () => null });
    expect(report).toMatchObject({ expired: expect.any(Number) });
    expect((await unit(unitId)).status).toBe('AVAILABLE');
  });
});

describe('from an accepted quote', () => {
  const nextYear = new Date().getUTCFullYear() + 2;
  /** A unit quoted at 450 M with 10 % off, 30 % initial in 12 instalments, sent and (unless told) accepted. */
  async function quoted(accept = true) {
    const units = await addUnits(api, project, [{ name: `Apto ${++serial}01`, price: 450_000_000 }]);
    const unitId = Object.values(units)[0]!;
    const created = await callJson(api, people.owner, 'POST', '/quotes', {
      property_id: unitId,
      contact: { name: `Cliente ${serial}`, email: `cliente${serial}@example.com` },
      discount_kind: 'pct',
      discount_value: 10,
      separation_amount: 5_000_000,
      initial_pct: 30,
      instalment_count: 12,
      instalment_day: 15,
      delivery_date: `${nextYear}-12-31`,
      financing: 'mortgage',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect((await callJson(api, people.member, 'POST', `/quotes/${id}/send`)).status).toBe(200);
    if (accept) expect((await callJson(api, people.member, 'POST', `/quotes/${id}/accept`)).status).toBe(200);
    return { unitId, quote: created.body };
  }

  it('makes the quote’s plan the buyer’s instalments: same rows, same total, the deposit paid', async () => {
    const { unitId, quote } = await quoted();
    const held = await reserve('member', { property_id: unitId, lead_id: quote.lead_id, quote_id: quote.id });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const { status, body } = await sell('owner', held.body.id);
    expect(status, JSON.stringify(body)).toBe(201);
    // 450 M less 10 %: 405 M; 30 % initial (121.5 M) = 5 M separación + 12 × 9,708,333.33 (rest on the last); balance 283.5 M.
    expect(body.price).toBe(405_000_000);
    expect(body.quote_id).toBe(quote.id);
    expect(body.instalments).toHaveLength(14);
    expect(body.instalments[0]).toMatchObject({ label: 'Separación', amount: 5_000_000, paid: 5_000_000 });
    const cuotas = body.instalments.slice(1, 13);
    expect(cuotas.map((i: { amount: number }) => i.amount)).toEqual(
      quote.plan
        .filter((r: { kind: string }) => r.kind === 'instalment')
        .map((r: { amount: number }) => r.amount)
    );
    expect(cuotas.map((i: { due_on: string }) => i.due_on)).toEqual(
      quote.plan
        .filter((r: { kind: string }) => r.kind === 'instalment')
        .map((r: { due_date: string }) => r.due_date)
    );
    expect(body.instalments[13]).toMatchObject({ amount: 283_500_000, due_on: `${nextYear}-12-31` });
    expect(body.instalments.reduce((s: number, i: { amount: number }) => s + i.amount, 0)).toBe(405_000_000);
    expect(body.figures).toMatchObject({ due: 405_000_000, paid: 5_000_000, outstanding: 400_000_000 });
  });

  it('refuses a quote not yet accepted (409), of another unit or lead (422), one not the company’s (404)', async () => {
    const sent = await quoted(false);
    const other = await quoted();
    const before = await rowsOf(reservations);
    const body = { property_id: sent.unitId, lead_id: sent.quote.lead_id, quote_id: sent.quote.id };
    expect((await reserve('member', body)).status).toBe(409);
    expect((await reserve('member', { ...body, quote_id: other.quote.id })).status).toBe(422);
    const wrongLead = { property_id: other.unitId, lead_id: sent.quote.lead_id, quote_id: other.quote.id };
    expect((await reserve('member', wrongLead)).body.detail).toBe('La cotización es de otro lead.');
    expect((await reserve('member', { ...body, quote_id: 999_999 })).status).toBe(404);
    expect(await rowsOf(reservations)).toBe(before);
    expect((await unit(sent.unitId)).status).toBe('AVAILABLE');
  });

  it('keeps the separación and the balance for a sale whose hold had no quote', async () => {
    const { reservation } = await reserved();
    const { body } = await sell('owner', reservation.id, { balance_due_on: '2099-01-31' });
    expect(body.instalments.map((i: { label: string }) => i.label)).toEqual(['Separación', 'Saldo']);
  });
});

describe('venta and cartera', () => {
  it('sells a separated unit to the buyer on record: SOLD, lead won, contract signed, plan as instalments', async () => {
    const { unitId, leadId, reservation } = await reserved();
    expect((await sell('member', reservation.id)).status).toBe(403);
    const { status, body } = await sell('owner', reservation.id, { balance_due_on: '2099-06-30' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      buyer_name: 'Jorge Pérez',
      buyer_document_type: 'CC',
      price: 450_000_000,
      figures: { due: 450_000_000, paid: 5_000_000, outstanding: 445_000_000, overdue: 0 },
      next_due_on: '2099-06-30',
    });
    expect(body.instalments).toMatchObject([
      { label: 'Separación', amount: 5_000_000, paid: 5_000_000 },
      { label: 'Saldo', amount: 445_000_000, paid: 0, due_on: '2099-06-30', overdue: false },
    ]);
    const sold = await unit(unitId);
    expect(sold.status).toBe('SOLD');
    expect(sold.soldAt).not.toBeNull();
    expect((await lead(leadId)).status).toBe('won');
    expect(
      (await activities('contract_signed')).some((a) => a.title === `Contrato firmado: ${sold.name}`)
    ).toBe(true);
    const [r] = await db.select().from(reservations).where(eq(reservations.id, reservation.id));
    expect(r!.status).toBe('converted');
  });

  it('refuses a document type of another country with 422 and writes nothing', async () => {
    const { unitId, reservation } = await reserved();
    const before = await rowsOf(sales);
    const dni = await documentTypeId(db, 'PE', 'DNI');
    const res = await sell('owner', reservation.id, { buyer_document_type_id: dni });
    expect(res).toMatchObject({
      status: 422,
      body: { detail: 'El tipo de documento no corresponde al país de la empresa.' },
    });
    expect(await rowsOf(sales)).toBe(before);
    expect((await unit(unitId)).status).toBe('RESERVED');
  });

  it('records payments against instalments and refuses one above what is owed', async () => {
    const { reservation } = await reserved();
    const sale = (await sell('owner', reservation.id, { balance_due_on: '2099-06-30' })).body;
    const saldo = sale.instalments[1];
    expect(
      (await pay('member', sale.id, { instalment_id: saldo.id, paid_on: '2026-01-10', amount: 1 })).status
    ).toBe(403);
    const before = await rowsOf(salePayments);
    const above = await pay('admin', sale.id, {
      instalment_id: saldo.id,
      paid_on: '2026-01-10',
      amount: 445_000_001,
    });
    expect(above.status).toBe(422);
    expect(above.body.detail).toMatch(/^El pago supera lo que se debe de esta cuota/);
    const future = await pay('admin', sale.id, { instalment_id: saldo.id, paid_on: '2999-01-01', amount: 1 });
    expect(future).toMatchObject({
      status: 422,
      body: { detail: 'La fecha del pago no puede ser posterior a hoy.' },
    });
    expect(await rowsOf(salePayments)).toBe(before);
    const paid = await pay('admin', sale.id, {
      instalment_id: saldo.id,
      paid_on: '2026-01-10',
      amount: 100_000_000,
      note: 'Crédito hipotecario, primer desembolso',
    });
    expect(paid.status).toBe(201);
    expect(paid.body.figures).toMatchObject({ paid: 105_000_000, outstanding: 345_000_000 });
    expect(paid.body.payments).toContainEqual(
      expect.objectContaining({ amount: 100_000_000, method: 'transfer', paid_on: '2026-01-10' })
    );
  });

  it('lists Cartera per company and project with overdue amounts, and the unit edit’s sale without buyer', async () => {
    const { reservation } = await reserved();
    // A balance due yesterday in Colombia and unpaid: overdue (the database's current_date is UTC's, a day ahead
    // from 19:00 in Bogotá).
    const past = await sell('owner', reservation.id);
    await db.execute(
      `update sale_instalments set due_on = (now() at time zone 'America/Bogota')::date - 1 where sale_id = ${past.body.id} and label = 'Saldo'`
    );
    const units = await addUnits(api, project, [{ name: `Editada ${++serial}`, price: 300_000_000 }]);
    const edited = Object.values(units)[0]!;
    expect((await setUnitStatus(api, project, edited, 'SOLD')).status).toBe(200);

    const { status, body } = await callJson(api, people.viewer, 'GET', `/sales?company_id=${own}&limit=100`);
    expect(status).toBe(200);
    const overdue = body.items.find((s: { id: number }) => s.id === past.body.id);
    expect(overdue.figures.overdue).toBe(445_000_000);
    const noBuyer = body.items.find((s: { property_id: number }) => s.property_id === edited);
    expect(noBuyer).toMatchObject({ buyer_name: null, price: 300_000_000, figures: { due: 0 } });
    expect(body.company.overdue).toBeGreaterThanOrEqual(445_000_000);
    expect(body.projects).toEqual([
      expect.objectContaining({ project_id: project, project_name: 'Torres del Poblado' }),
    ]);

    const csv = await call(
      api,
      people.viewer,
      'GET',
      `/sales/export.csv?company_id=${own}&project_id=${project}`
    );
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Venta;Fecha de venta;Proyecto;Unidad;Comprador')).toBe(true);
    expect(text).toContain('Sin comprador registrado');

    // Undoing the edit cancels that sale: it leaves Cartera.
    expect((await setUnitStatus(api, project, edited, 'AVAILABLE')).status).toBe(200);
    const after = await callJson(api, people.viewer, 'GET', `/sales?company_id=${own}&limit=100`);
    expect(after.body.items.some((s: { property_id: number }) => s.property_id === edited)).toBe(false);
  });

  it('records a unit edited to RESERVED as a hold without lead nor expiry', async () => {
    const units = await addUnits(api, project, [{ name: `Reservada ${++serial}`, price: 300_000_000 }]);
    const edited = Object.values(units)[0]!;
    expect((await setUnitStatus(api, project, edited, 'RESERVED')).status).toBe(200);
    const [hold] = await db.select().from(reservations).where(eq(reservations.propertyId, edited));
    expect(hold).toMatchObject({ status: 'active', leadId: null, expiresAt: null, deposit: null });
    expect(await expireReservations(db, new Date(Date.now() + 365 * DAY))).toBeGreaterThanOrEqual(0);
    const [still] = await db.select().from(reservations).where(eq(reservations.id, hold!.id));
    expect(still!.status).toBe('active');
  });
});
