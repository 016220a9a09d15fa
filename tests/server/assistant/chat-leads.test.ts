import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { leadEvents, leads } from '#server/db/schema';
import { seedDemoData } from '#server/demo/seed';
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

    const [lead] = await db.select().from(leads).where(eq(leads.id, created.id));
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
        contact_name: 'Andrés',
        contact_phone: '+57 300 123 4567',
      },
      '203.0.113.20'
    );
    expect(res.status).toBe(201);
  });

  it("adds a visitor the company already knows to that lead's history instead of a second lead", async () => {
    const [row] = (
      await db.execute<{ id: number }>(
        sql`select id from properties where status = 'AVAILABLE' order by id desc limit 1`
      )
    ).rows;
    const body = {
      property_id: Number(row?.id),
      contact_name: 'Rosa Díaz',
      contact_email: 'rosa@example.co',
    };
    const first = await json(await postJson(api.app, '/api/chat/leads', body, '203.0.113.30'));
    const again = await postJson(
      api.app,
      '/api/chat/leads',
      { ...body, contact_email: 'ROSA@example.co', message: 'Sigo interesada.' },
      '203.0.113.30'
    );
    expect(again.status).toBe(201);
    expect((await json(again)).id).toBe(first.id);
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, first.id));
    expect(history.map((e) => e.type)).toEqual(['created', 'recontact']);
    expect(history[1]?.description).toContain('Sigo interesada.');
    const [lead] = await db.select().from(leads).where(eq(leads.id, first.id));
    expect(lead?.origin).toBe('chat');
  });

  it('requires a name and a way to reach the visitor, in Spanish', async () => {
    const res = await postJson(
      api.app,
      '/api/chat/leads',
      { property_id: 1, contact_name: 'A', contact_email: 'no-es-correo' },
      '203.0.113.21'
    );
    expect(res.status).toBe(422);
    const messages = ((await json(res)).detail as { msg: string }[]).map((d) => d.msg);
    expect(messages).toContain('Escribe tu nombre');
    expect(messages).toContain('Escribe un correo electrónico válido');

    const none = await postJson(
      api.app,
      '/api/chat/leads',
      { property_id: 1, contact_name: 'Ana' },
      '203.0.113.21'
    );
    expect(none.status).toBe(422);
    expect((await json(none)).detail[0]).toMatchObject({
      loc: ['body', 'contact_email'],
      msg: 'Indica un correo electrónico o un teléfono',
    });
  });

  it('gives one answer, naming nothing, for a missing, sold or unpublished listing', async () => {
    const body = { contact_name: 'Ana', contact_email: 'ana@example.co' };
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
      expect(await json(res)).toEqual({ detail: 'Esta propiedad ya no está disponible.' });
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
      const body = { property_id: 999_999, contact_name: 'Ana', contact_email: 'ana@example.co' };
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
