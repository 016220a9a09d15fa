import { STALE_VERSION_DETAIL } from '#domain/versioned';
import type { Db } from '#server/db/client';
import { leads } from '#server/db/schema';
import { addProject } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import {
  addModel,
  callJson,
  modelBody,
  people,
  projectBody,
  setUpCompanies,
} from '#tests/server/projects/support';

// Two people read the same record and both save: the second save must not wipe the first one's change.
let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own } = await setUpCompanies(db, api));
});
afterAll(() => close());

const as = (person: keyof typeof people) => ({
  get: (path: string) => callJson(api, people[person], 'GET', path),
  put: (path: string, body: unknown) => callJson(api, people[person], 'PUT', path, body),
  patch: (path: string, body: unknown) => callJson(api, people[person], 'PATCH', path, body),
});

describe('a stale update is refused with the current copy instead of overwriting', () => {
  it('projects', async () => {
    const id = await addProject(db, own, 'Torres del Río', 'ACTIVE');
    const read = await as('owner').get(`/projects/${id}`);
    expect(read.body.version).toBe(1);

    const first = await as('owner').put(
      `/projects/${id}`,
      projectBody({ name: 'Torres del Río I', version: 1 })
    );
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);

    const second = await as('admin').put(
      `/projects/${id}`,
      projectBody({ name: 'Torres del Río II', version: 1 })
    );
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(STALE_VERSION_DETAIL);
    expect(second.body.current).toMatchObject({ id, name: 'Torres del Río I', version: 2 });
    expect((await as('owner').get(`/projects/${id}`)).body).toMatchObject({
      name: 'Torres del Río I',
      version: 2,
    });

    // Saving again on the copy the 409 handed back goes through.
    const retried = await as('admin').put(
      `/projects/${id}`,
      projectBody({ name: 'Torres del Río II', version: 2 })
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ name: 'Torres del Río II', version: 3 });
  });

  it('requires the version on every update, in Spanish', async () => {
    const id = await addProject(db, own, 'Sin versión', 'ACTIVE');
    const res = await as('owner').put(`/projects/${id}`, projectBody());
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('Falta la versión del registro: recarga los datos');
  });

  it('property models', async () => {
    const project = await addProject(db, own, 'Modelos', 'ACTIVE');
    const modelId = await addModel(db, project, 'Tipo A');
    expect(
      (await as('owner').get(`/property-models/projects/${project}/models/${modelId}`)).body.version
    ).toBe(1);
    const first = await as('owner').put(
      `/property-models/models/${modelId}`,
      modelBody({ name: 'Tipo A+', version: 1 })
    );
    expect(first.status).toBe(200);
    const second = await as('admin').put(
      `/property-models/models/${modelId}`,
      modelBody({ name: 'Tipo B', version: 1 })
    );
    expect(second.status).toBe(409);
    expect(second.body.current).toMatchObject({ id: modelId, name: 'Tipo A+', version: 2 });
  });

  it('companies', async () => {
    const read = await as('owner').get(`/companies/${own}`);
    const body = { name: read.body.name, country_code: 'CO', city: 'Medellín', version: read.body.version };
    const first = await as('owner').put(`/companies/${own}`, { ...body, city: 'Envigado' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(read.body.version + 1);
    const second = await as('admin').put(`/companies/${own}`, { ...body, city: 'Itagüí' });
    expect(second.status).toBe(409);
    expect(second.body.current).toMatchObject({ id: own, city: 'Envigado', version: read.body.version + 1 });
    expect((await as('owner').get(`/companies/${own}`)).body.city).toBe('Envigado');
  });

  it('leads: status and notes changes from the leads page', async () => {
    const [row] = await db
      .insert(leads)
      .values({ companyId: own, contactName: 'Rosa Díaz', contactEmail: 'rosa@example.co' })
      .returning({ id: leads.id });
    const id = row!.id;
    const first = await as('member').patch(`/leads/${id}`, { status: 'qualified', version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const second = await as('admin').patch(`/leads/${id}`, {
      status: 'lost',
      lost_reason: 'No contesta',
      notes: 'No contesta',
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.current).toMatchObject({ id, status: 'qualified', notes: null, version: 2 });
    expect(second.body.current.history.map((e: { type: string }) => e.type)).toEqual(['status_changed']);

    // 'Contactar' moves a new lead forward: an edit made on the copy read before that is stale too.
    const [fresh] = await db
      .insert(leads)
      .values({ companyId: own, contactName: 'Luis', contactPhone: '3001234567' })
      .returning({ id: leads.id });
    const contacted = await callJson(api, people.member, 'POST', `/leads/${fresh!.id}/contact`, {
      channel: 'phone',
    });
    expect(contacted.body).toMatchObject({ status: 'contacted', version: 2 });
    const stale = await as('admin').patch(`/leads/${fresh!.id}`, {
      status: 'lost',
      lost_reason: 'Sin presupuesto',
      version: 1,
    });
    expect(stale.status).toBe(409);
  });
});
