import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { chatSessions, leads } from '#server/db/schema';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { callJson, people, setUpCompanies, type PersonKey } from '#tests/server/projects/support';
import { addUnits, createProject, setUnitStatus } from './world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;

const ask = (person: PersonKey, companyId: number, message: string) =>
  callJson(api, people[person], 'POST', '/constructor/assistant', { company_id: companyId, message });
const scalar = async (query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)).rows[0] as { n: unknown }).n);

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign } = await setUpCompanies(db, api));
  const torres = await createProject(api, own, {
    name: 'Torres del Poblado',
    city: 'Medellín',
  });
  const units = await addUnits(api, torres.id, [
    { name: 'T-101', price: 400_000_000 },
    { name: 'T-102', price: 450_000_000 },
    { name: 'T-103', price: 500_000_000 },
  ]);
  await setUnitStatus(api, torres.id, units['T-101']!, 'SOLD');
  await createProject(api, own, { name: 'Altos del Río', city: 'Medellín' });
  // The foreign company's units and leads must never show.
  const ajeno = await createProject(
    api,
    foreign,
    { name: 'Proyecto Ajeno', city: 'Bogotá' },
    people.foreignOwner
  );
  const theirs = await addUnits(api, ajeno.id, [{ name: 'A-1', price: 900_000_000 }], people.foreignOwner);
  await setUnitStatus(api, ajeno.id, theirs['A-1']!, 'SOLD', people.foreignOwner);
  await db.insert(leads).values([
    { companyId: own, contactName: 'Nuevo 1', status: 'new' },
    { companyId: own, contactName: 'Nuevo 2', status: 'new' },
    { companyId: own, contactName: 'Seguimiento', status: 'contacted' },
    {
      companyId: own,
      contactName: 'Viejo',
      status: 'qualified',
      createdAt: new Date(Date.now() - 20 * 86_400_000),
    },
    { companyId: foreign, contactName: 'Ajeno', status: 'new' },
  ]);
});
afterAll(() => close());

describe('POST /constructor/assistant: who may ask', () => {
  it.each(['owner', 'admin', 'member', 'viewer', 'platformAdmin'] as const)(
    '%s of the company → 200',
    async (who) => {
      expect((await ask(who, own, 'ayuda')).status).toBe(200);
    }
  );

  it('refuses another company (404, as if it did not exist) and a caller without a token', async () => {
    expect((await ask('owner', foreign, '¿Cuántas unidades vendimos este mes?')).status).toBe(404);
    expect((await ask('outsider', own, 'ventas')).status).toBe(404);
    const res = await api.app.request('/constructor/assistant', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_id: own, message: 'ventas' }),
    });
    expect(res.status).toBe(401);
  });

  it('refuses an empty question in Spanish', async () => {
    const { status, body } = await ask('owner', own, '   ');
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain('Escribe una pregunta');
  });
});

describe('POST /constructor/assistant: figures from the company’s own data', () => {
  it('answers availability and price ranges per project as the database counts them', async () => {
    const { body } = await ask('viewer', own, '¿Qué disponibilidad y rangos de precio tiene cada proyecto?');
    expect(body.topic).toBe('availability');
    const available = await scalar(
      sql`select count(*) as n from properties p join projects j on j.id = p.project_id where j.name = 'Torres del Poblado' and p.status = 'AVAILABLE'`
    );
    expect(available).toBe(2);
    expect(body.content).toContain(
      '**Torres del Poblado**: 2 de 3 unidades disponibles, $450.000.000 a $500.000.000'
    );
    expect(body.content).toContain('**Altos del Río**: 0 de 0 unidades disponibles, sin precio registrado');
    expect(body.content).not.toContain('Proyecto Ajeno');
  });

  it('counts the units sold this month, never another company’s', async () => {
    const { body } = await ask('member', own, '¿Cuántas unidades vendimos este mes?');
    expect(body.topic).toBe('sales');
    const sold = await scalar(
      sql`select count(*) as n from properties where company_id = ${own} and status = 'SOLD' and sold_at >= date_trunc('month', now() at time zone 'America/Bogota') at time zone 'America/Bogota'`
    );
    expect(sold).toBe(1);
    expect(body.content).toContain('Se vendieron **1 unidades** por un total de **$400.000.000**');
  });

  it('counts this week’s leads by status', async () => {
    const { body } = await ask('owner', own, '¿Cuántos leads llegaron esta semana y en qué estado están?');
    expect(body.topic).toBe('leads');
    const week = await scalar(
      sql`select count(*) as n from leads where company_id = ${own} and created_at >= now() - interval '7 days'`
    );
    expect(body.content).toContain(`Llegaron **${week} leads**`);
    expect(body.content).toContain('- Nuevo: 2');
    expect(body.content).toContain('- En seguimiento: 1');
    expect(body.content).not.toContain('Calificado');
  });

  it('reports what investors searched for without finding it, from the stored chat sessions', async () => {
    const none = await ask(
      'owner',
      own,
      '¿Qué buscaron los inversionistas en el chat sin encontrar resultados?'
    );
    expect(none.body.content).toContain(
      'ninguna búsqueda del chat de inversionistas se quedó sin resultados'
    );
    const slots = { city: 'Cartagena', property_type: 'house', amenities: [] };
    const miss = [
      { role: 'user', content: 'casa en cartagena', at: new Date().toISOString() },
      {
        role: 'assistant',
        content: '## No encontré propiedades disponibles\nNada.',
        at: new Date().toISOString(),
      },
    ];
    await db.insert(chatSessions).values([
      { id: 'miss-1', slots, messages: miss },
      { id: 'miss-2', slots, messages: miss },
      { id: 'found-1', slots, messages: [{ role: 'assistant', content: '## Encontré 3 casas', at: '' }] },
    ]);
    const { body } = await ask('owner', own, 'demanda sin atender');
    expect(body.topic).toBe('demand');
    expect(body.content).toContain('**2 conversaciones**');
    expect(body.content).toMatch(/casas en Cartagena: 2/);
  });

  it('suggests a price for the slowest model only from recorded sales, and says so when there are none', async () => {
    const { body } = await ask(
      'owner',
      own,
      '¿Qué precio debería actualizar en un modelo que se vende lento?'
    );
    expect(body.topic).toBe('pricing');
    expect(body.content).toContain(
      '**Tipo A** (Torres del Poblado): 1 de 3 unidades vendidas, 2 disponibles'
    );
    const perM2 = await scalar(
      sql`select avg(price / nullif(area, 0)) as n from properties where status = 'SOLD' and area is not null and lower(coalesce(city, (select city from projects where id = project_id))) = 'medellín'`
    );
    if (Number.isNaN(perM2) || perM2 === 0)
      expect(body.content).toContain('No hay ventas recientes con área registrada');
    else expect(body.content).toContain('Precio por m²');
  });

  it('lists what it can answer when the question is about something else', async () => {
    const { body } = await ask('owner', own, 'hola, ¿qué puedes hacer?');
    expect(body.topic).toBe('help');
    expect(body.content).toContain('Así puedo ayudarte');
    expect(body.content).toContain('Cálculo de ROI: inversión, ingresos y ROI esperado frente al realizado');
  });
});
