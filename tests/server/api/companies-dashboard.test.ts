import type { Db } from '#server/db/client';
import { addCompany, addLead, addMember, addProject, addProperty } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;

const owner = { sub: 'auth0|owner', email: 'owner@example.co', name: 'Olga' };
const outsider = { sub: 'auth0|outsider', email: 'outsider@example.co' };
const platformAdmin = { sub: 'auth0|admin', email: 'admin@example.co', permissions: ['read:all_companies'] };
const DAY = 24 * 60 * 60 * 1000;
let andina: number;
let pacifico: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  const ownerId = (await json(await api.as(owner).get('/users/me'))).id as number;
  await api.as(outsider).get('/users/me');
  andina = await addCompany(db, 'Constructora Andina S.A.S.');
  pacifico = await addCompany(db, 'Pacífico Desarrollos S.A.S.', { city: 'Cali' });
  await addMember(db, andina, ownerId, 'OWNER');
  await addMember(db, pacifico, ownerId, 'ADMIN');

  const active = await addProject(db, andina, 'Torres del Poblado', 'ACTIVE');
  await addProject(db, andina, 'Mirador de Laureles', 'ACTIVE');
  await addProject(db, andina, 'Borrador Envigado', 'DRAFT');
  await addProject(db, pacifico, 'Ciudad Jardín Etapa 1', 'ACTIVE');
  const unit = await addProperty(db, andina, 'Apto 101', 'AVAILABLE', active);
  await addProperty(db, andina, 'Apto 102', 'AVAILABLE', active);
  await addProperty(db, andina, 'Apto 103', 'SOLD', active);
  await addProperty(db, andina, 'Casa Independiente', 'AVAILABLE');
  await addProperty(db, pacifico, 'Local 1', 'AVAILABLE');

  const now = Date.now();
  await addLead(db, andina, 'Camila Torres', new Date(now - 2 * DAY), { propertyId: unit });
  await addLead(db, andina, null, new Date(now - 10 * DAY), { projectId: active });
  await addLead(db, andina, 'Viejo Contacto', new Date(now - 45 * DAY));
  await addLead(db, pacifico, 'Otro', new Date(now - 1 * DAY));
});
afterAll(() => close());

describe('/companies/', () => {
  it('lists only the caller’s companies with the caller’s role, with or without the trailing slash', async () => {
    for (const path of ['/companies', '/companies/']) {
      const res = await api.as(owner).get(path);
      expect(res.status).toBe(200);
      const list = (await json(res)) as { id: number; name: string; role: string }[];
      expect(list.map((c) => [c.name, c.role])).toEqual([
        ['Constructora Andina S.A.S.', 'OWNER'],
        ['Pacífico Desarrollos S.A.S.', 'ADMIN'],
      ]);
    }
  });

  it('gives an empty list to a user without companies', async () => {
    expect(await json(await api.as(outsider).get('/companies/'))).toEqual([]);
  });
});

describe('/dashboard/summary', () => {
  it('counts active projects, available properties and leads of the last 30 days of that company', async () => {
    const res = await api.as(owner).get(`/dashboard/summary?company_id=${andina}`);
    expect(res.status).toBe(200);
    const summary = await json(res);
    expect(summary).toMatchObject({ total_projects: 2, properties_available: 3, new_leads_last_30_days: 2 });
    expect(
      summary.recent_leads.map((l: { contact_name: string | null; property_title: string | null }) => [
        l.contact_name,
        l.property_title,
      ])
    ).toEqual([
      ['Camila Torres', 'Apto 101'],
      [null, 'Torres del Poblado'],
      ['Viejo Contacto', null],
    ]);
  });

  it('answers a user who does not belong to the company as for a missing one (404)', async () => {
    const res = await api.as(outsider).get(`/dashboard/summary?company_id=${andina}`);
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ detail: 'Empresa no encontrada.' });
  });

  it('answers 404 for a company that does not exist', async () => {
    const res = await api.as(owner).get('/dashboard/summary?company_id=999999');
    expect(res.status).toBe(404);
  });

  it('lets a platform admin read any company', async () => {
    const res = await api.as(platformAdmin).get(`/dashboard/summary?company_id=${pacifico}`);
    expect(res.status).toBe(200);
    expect((await json(res)).total_projects).toBe(1);
  });

  it('answers 422 in FastAPI shape when company_id is missing or not a number', async () => {
    const missing = await api.as(owner).get('/dashboard/summary');
    expect(missing.status).toBe(422);
    const body = await json(missing);
    expect(body.detail[0]).toMatchObject({ loc: ['query', 'company_id'] });
    expect(typeof body.detail[0].msg).toBe('string');
    const bad = await api.as(owner).get('/dashboard/summary?company_id=abc');
    expect(bad.status).toBe(422);
  });
});
