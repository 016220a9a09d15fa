import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { leadEvents, leads } from '#server/db/schema';
import { seedDemoData } from '#server/demo/seed';
import { CONSENT_REQUIRED } from '#domain/privacy';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { chat, newSessionId, postJson } from './chat-support';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;

// The seeded owner of Constructora Andina, matched by email on first sign-in.
const owner = { sub: 'auth0|inbest-owner', email: 'owner@inbest.test', name: 'Olga Restrepo' };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  api = await createTestApi(db);
});
afterAll(() => close());

const andinaId = async () =>
  Number(
    (
      await db.execute<{ id: number }>(
        sql`select id from companies where name = 'Constructora Andina S.A.S.'`
      )
    ).rows[0]?.id
  );

describe('POST /api/chat/leads', () => {
  it("creates a lead for the owning company that shows on that company's dashboard", async () => {
    const session = newSessionId();
    const search = await chat(api.app, '2 habitaciones en Medellín por menos de 400 millones', session);
    const property = search.recommendations[0];
    const companyId = await andinaId();
    const before = await json(await api.as(owner).get(`/dashboard/summary?company_id=${companyId}`));

    const res = await postJson(api.app, '/api/chat/leads', {
      property_id: property.id,
      consent: true,
      contact_name: 'Valentina Ríos',
      contact_email: 'valentina@example.co',
      contact_phone: '',
      message: 'Quisiera visitarlo el sábado.',
      session_id: session,
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({ company_name: 'Constructora Andina S.A.S.' });
    expect(created.message).toContain('Valentina Ríos');

    expect(created).not.toHaveProperty('id');
    const [lead] = await db.select().from(leads).where(eq(leads.contactEmail, 'valentina@example.co'));
    expect(lead).toMatchObject({
      companyId,
      propertyId: property.id,
      contactName: 'Valentina Ríos',
      contactEmail: 'valentina@example.co',
      contactPhone: null,
      status: 'new',
      source: 'Asistente de inversión',
      budget: 400_000_000,
    });
    expect(lead?.interests).toContain('Quisiera visitarlo el sábado.');
    expect(lead?.interests).toContain('de 2 habitaciones en Medellín por hasta $400.000.000');

    const after = await json(await api.as(owner).get(`/dashboard/summary?company_id=${companyId}`));
    expect(after.new_leads_last_30_days).toBe(before.new_leads_last_30_days + 1);
    expect(after.recent_leads[0]).toMatchObject({
      contact_name: 'Valentina Ríos',
      property_title: property.title.split(' · ')[0],
    });
  });

  it('accepts a phone instead of an email', async () => {
    const [row] = (
      await db.execute<{ id: number }>(
        sql`select id from properties where status = 'AVAILABLE' order by id limit 1`
      )
    ).rows;
    const res = await postJson(
      api.app,
      '/api/chat/leads',
      {
        property_id: Number(row?.id),
        consent: true,
        contact_name: 'Andrés',
        contact_phone: '+57 300 123 4567',
      },
      '203.0.113.20'
    );
    expect(res.status).toBe(201);
  });

  it('never writes into a lead it matches: only an unverified history entry, and the same answer as a new one', async () => {
    // A listing of Constructora Andina, whose owner then reads the lead.
    const search = await chat(
      api.app,
      '2 habitaciones en Medellín por menos de 400 millones',
      newSessionId()
    );
    const propertyId = search.recommendations.at(-1).id as number;
    const companyId = await andinaId();
    // The victim: a lead the company closed as lost, with no phone and no property.
    const [victim] = await db
      .insert(leads)
      .values({
        companyId,
        contactName: 'Rosa Díaz',
        contactEmail: 'rosa.diaz@example.co',
        contactPhone: null,
        status: 'lost',
        notes: 'Compró con otra constructora.',
      })
      .returning();
    const fresh = await postJson(
      api.app,
      '/api/chat/leads',
      {
        property_id: propertyId,
        consent: true,
        contact_name: 'Nadie Conocido',
        contact_email: 'nuevo@example.co',
      },
      '203.0.113.30'
    );
    const attack = await postJson(
      api.app,
      '/api/chat/leads',
      {
        property_id: propertyId,
        consent: true,
        contact_name: 'Atacante',
        contact_email: 'ROSA.Diaz@Example.co',
        contact_phone: '+57 300 999 8877',
        message: 'Sigo interesada.',
      },
      '203.0.113.31'
    );
    expect(attack.status).toBe(fresh.status);
    const [answer, freshAnswer] = [await json(attack), await json(fresh)];
    expect(Object.keys(answer).sort()).toEqual(Object.keys(freshAnswer).sort());
    expect(answer).not.toHaveProperty('id');
    expect(JSON.stringify(answer)).not.toContain(String(victim!.id));

    const [after] = await db.select().from(leads).where(eq(leads.id, victim!.id));
    expect(after).toEqual(victim);
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, victim!.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      type: 'recontact',
      unverified: true,
      fromStatus: null,
      toStatus: null,
    });
    expect(history[0]?.description).toContain('Sigo interesada.');
    expect(history[0]?.description).toContain('+57 300 999 8877');

    // The phone, in another format, is recognised too and changes nothing either.
    const byPhone = await postJson(
      api.app,
      '/api/chat/leads',
      { property_id: propertyId, consent: true, contact_name: 'Otro', contact_phone: '(300) 999-8877' },
      '203.0.113.32'
    );
    expect(byPhone.status).toBe(201);
    const [seeded] = await db
      .insert(leads)
      .values({ companyId, contactName: 'Pedro', contactPhone: '+57 311 555 0101', status: 'qualified' })
      .returning();
    await postJson(
      api.app,
      '/api/chat/leads',
      {
        property_id: propertyId,
        consent: true,
        contact_name: 'Otro',
        contact_phone: '311-555-0101',
        contact_email: 'x@example.co',
      },
      '203.0.113.33'
    );
    expect((await db.select().from(leads).where(eq(leads.id, seeded!.id)))[0]).toEqual(seeded);
    const pedro = await db.select().from(leadEvents).where(eq(leadEvents.leadId, seeded!.id));
    expect(pedro.map((e) => [e.type, e.unverified])).toEqual([['recontact', true]]);

    // The team sees the entry marked in the lead's history.
    const detail = await json(await api.as(owner).get(`/leads/${victim!.id}`));
    expect(detail).toMatchObject({ status: 'lost', contact_phone: null, property_id: null });
    expect(detail.history).toEqual([expect.objectContaining({ type: 'recontact', unverified: true })]);
  });

  it('requires a name and a way to reach the visitor, in Spanish', async () => {
    const res = await postJson(
      api.app,
      '/api/chat/leads',
      { property_id: 1, consent: true, contact_name: 'A', contact_email: 'no-es-correo' },
      '203.0.113.21'
    );
    expect(res.status).toBe(422);
    const messages = ((await json(res)).detail as { msg: string }[]).map((d) => d.msg);
    expect(messages).toContain('Escribe tu nombre');
    expect(messages).toContain('Escribe un correo electrónico válido');

    const none = await postJson(
      api.app,
      '/api/chat/leads',
      { property_id: 1, consent: true, contact_name: 'Ana' },
      '203.0.113.21'
    );
    expect(none.status).toBe(422);
    expect((await json(none)).detail[0]).toMatchObject({
      loc: ['body', 'contact_email'],
      msg: 'Indica un correo electrónico o un teléfono',
    });
  });

  it('refuses a contact without the authorisation to treat the data (Habeas Data), in Spanish', async () => {
    const res = await postJson(
      api.app,
      '/api/chat/leads',
      { property_id: 1, contact_name: 'Ana', contact_email: 'ana.sin.permiso@example.co' },
      '203.0.113.25'
    );
    expect(res.status).toBe(422);
    expect((await json(res)).detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'consent'], msg: CONSENT_REQUIRED })
    );
  });

  it("thanks the visitor in the conversation's language, and says a listing is gone in it too", async () => {
    const [row] = (
      await db.execute<{ id: number }>(
        sql`select id from properties where status = 'AVAILABLE' order by id limit 1`
      )
    ).rows;
    const body = {
      consent: true,
      contact_name: 'Jane Doe',
      contact_phone: '+57 300 555 1234',
      language: 'en',
    };
    const res = await postJson(
      api.app,
      '/api/chat/leads',
      { ...body, property_id: Number(row?.id) },
      '203.0.113.23'
    );
    expect(res.status).toBe(201);
    expect((await json(res)).message).toMatch(/^Thank you, Jane Doe! .+ will contact you soon about .+\.$/);
    const gone = await postJson(
      api.app,
      '/api/chat/leads',
      { ...body, property_id: 999_999 },
      '203.0.113.23'
    );
    expect(await json(gone)).toMatchObject({ detail: 'This property is no longer available.' });
  });

  it('gives one answer, naming nothing, for a missing, sold or unpublished listing', async () => {
    const body = { consent: true, contact_name: 'Ana', contact_email: 'ana@example.co' };
    const hidden = (
      await db.execute<{ id: number }>(sql`
        (select p.id from properties p where p.status = 'SOLD' order by p.id limit 1)
        union all
        (select p.id from properties p join projects pr on pr.id = p.project_id
          where p.status = 'AVAILABLE' and pr.status = 'DRAFT' order by p.id limit 1)`)
    ).rows.map((r) => Number(r.id));
    expect(hidden).toHaveLength(2);
    for (const id of [999_999, ...hidden]) {
      const res = await postJson(api.app, '/api/chat/leads', { ...body, property_id: id }, '203.0.113.22');
      expect(res.status, `ID ${id}`).toBe(409);
      expect(await json(res)).toMatchObject({ detail: 'Esta propiedad ya no está disponible.' });
    }
    const [leadCount] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from leads where property_id in (${sql.join(
          hidden.map((id) => sql`${id}`),
          sql`, `
        )}) and contact_email = 'ana@example.co'`
      )
    ).rows;
    expect(Number(leadCount?.n)).toBe(0);
  });

  it('limits each client to a few requests an hour', async () => {
    const previous = process.env.CHAT_LEAD_RATE_LIMIT;
    process.env.CHAT_LEAD_RATE_LIMIT = '2';
    try {
      const limited = (await createTestApi(db)).app;
      const body = {
        property_id: 999_999,
        consent: true,
        contact_name: 'Ana',
        contact_email: 'ana@example.co',
      };
      await postJson(limited, '/api/chat/leads', body, '192.0.2.50');
      await postJson(limited, '/api/chat/leads', body, '192.0.2.50');
      const refused = await postJson(limited, '/api/chat/leads', body, '192.0.2.50');
      expect(refused.status).toBe(429);
      expect((await json(refused)).detail).toContain('Intenta de nuevo en unos minutos');
    } finally {
      if (previous === undefined) delete process.env.CHAT_LEAD_RATE_LIMIT;
      else process.env.CHAT_LEAD_RATE_LIMIT = previous;
    }
  });
});
