import { STANDARD_AMENITY_CODES } from '#domain/amenity';
import type { Db } from '#server/db/client';
import { addProject } from '#tests/server/support/fixtures';
import { createTestApi, json } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { addModel, addUnit, callJson, people, projectBody, setUpCompanies } from './support';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign } = await setUpCompanies(db, api));
});
afterAll(() => close());

const owner = people.owner;
const issues = (body: { detail: { loc: (string | number)[]; msg: string }[] }) =>
  Object.fromEntries(body.detail.map((i) => [i.loc.join('.'), i.msg]));

describe('GET /amenities', () => {
  it('serves the catalogue without a token: the 16 standard ids and communal extras', async () => {
    const res = await api.app.request('/amenities');
    expect(res.status).toBe(200);
    const list = (await json(res)) as { id: number; code: string; name: string; category: string }[];
    expect(list.slice(0, 16).map((a) => a.code)).toEqual([...STANDARD_AMENITY_CODES]);
    expect(new Set(list.map((a) => a.category))).toEqual(new Set(['Comunal', 'Privada']));
    expect(list.find((a) => a.code === 'piscina')).toMatchObject({ name: 'Piscina', category: 'Comunal' });
    expect(list.filter((a) => a.category === 'Comunal').length).toBeGreaterThan(8);
  });
});

describe('POST /projects', () => {
  it('creates a project with nearby places, images and amenities', async () => {
    const amenities = (await json(await api.app.request('/amenities'))) as { id: number; code: string }[];
    const piscina = amenities.find((a) => a.code === 'piscina')!.id;
    const { status, body } = await callJson(api, owner, 'POST', '/projects/', {
      ...projectBody({ amenity_ids: [piscina], available_units: null }),
      company_id: own,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      company_id: own,
      name: 'Torres del Poblado',
      status: 'ACTIVE',
      total_units: 20,
      available_units: 20,
      sold_units: 0,
      price_range_min: 450_000_000,
      price_range_max: 900_000_000,
      nearby_places: [{ name: 'Parque Lleras', type: 'Parque', distance: 0.8 }],
      image_urls: ['https://images.example.test/torres.jpg'],
      amenity_ids: [piscina],
      properties_count: 0,
    });
    expect(body.amenities[0]).toMatchObject({ code: 'piscina', category: 'Comunal' });
    const read = await callJson(api, people.viewer, 'GET', `/projects/${body.id}`);
    expect(read.body).toEqual(body);
  });

  it('counts typed units sold as total minus available', async () => {
    const { body } = await callJson(api, owner, 'POST', '/projects', {
      ...projectBody({ total_units: 50, available_units: 35 }),
      company_id: own,
    });
    expect(body).toMatchObject({ total_units: 50, available_units: 35, sold_units: 15 });
  });

  it('answers 422 with the spec’s Spanish messages', async () => {
    const { status, body } = await callJson(api, owner, 'POST', '/projects', {
      ...projectBody({
        name: '',
        total_units: 5,
        available_units: 6,
        price_range_min: 900,
        price_range_max: 100,
        roi_expected: 101,
        latitude: 91,
        country_code: 'col',
        currency: 'PESOS',
        description: 'x'.repeat(1001),
      }),
      company_id: own,
    });
    expect(status).toBe(422);
    expect(issues(body)).toMatchObject({
      'body.name': 'El nombre del proyecto es requerido',
      'body.description': 'La descripción no puede exceder 1000 caracteres',
      'body.roi_expected': 'El ROI debe estar entre 0% y 100%',
      'body.latitude': 'La latitud debe estar entre -90 y 90',
      'body.country_code': 'El código del país debe tener exactamente 2 letras mayúsculas (ej: CO, US)',
      'body.currency': 'La moneda debe tener 3 caracteres',
    });
    const ranges = await callJson(api, owner, 'POST', '/projects', {
      ...projectBody({ total_units: 5, available_units: 6, price_range_min: 900, price_range_max: 100 }),
      company_id: own,
    });
    expect(issues(ranges.body)).toEqual({
      'body.available_units': 'Las unidades disponibles no pueden ser más que el total',
      'body.price_range_max': 'El precio máximo debe ser mayor o igual al precio mínimo',
    });
    const long = await callJson(api, owner, 'POST', '/projects', {
      ...projectBody({ name: 'x'.repeat(256), total_units: 0 }),
      company_id: own,
    });
    expect(issues(long.body)).toMatchObject({
      'body.name': 'El nombre no puede exceder 255 caracteres',
      'body.total_units': 'El número de unidades debe ser mayor a 0',
    });
  });

  it('refuses an amenity id outside the catalogue', async () => {
    const { status, body } = await callJson(api, owner, 'POST', '/projects', {
      ...projectBody({ amenity_ids: [99_999] }),
      company_id: own,
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ detail: 'Amenidad no encontrada: 99999' });
  });

  it('answers 404 for a company that does not exist', async () => {
    const { status } = await callJson(api, owner, 'POST', '/projects', {
      ...projectBody(),
      company_id: 999_999,
    });
    expect(status).toBe(404);
  });
});

describe('GET /projects', () => {
  it('without company_id lists the projects of every company of the caller, as a bare array', async () => {
    const mine = await addProject(db, own, 'Solo de Andina', 'DRAFT');
    const theirs = await addProject(db, foreign, 'Solo de Sabana', 'DRAFT');
    const { status, body } = await callJson(api, people.member, 'GET', '/projects/');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const ids = (body as { id: number; company_id: number }[]).map((p) => p.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect((body as { company_id: number }[]).every((p) => p.company_id === own)).toBe(true);
  });

  it('with company_id pages the company’s projects, newest first', async () => {
    const company = (await callJson(api, people.foreignOwner, 'GET', '/companies')).body[0].id as number;
    for (let i = 1; i <= 11; i++)
      await addProject(db, company, `Sabana ${String(i).padStart(2, '0')}`, 'ACTIVE');
    const first = await callJson(api, people.foreignOwner, 'GET', `/projects?company_id=${company}&limit=9`);
    expect(first.body.total_items).toBe(12);
    expect(first.body.total_pages).toBe(2);
    expect(first.body.projects).toHaveLength(9);
    expect(first.body.projects[0].name).toBe('Sabana 11');
    const second = await callJson(
      api,
      people.foreignOwner,
      'GET',
      `/projects?company_id=${company}&page=2&limit=9`
    );
    expect(second.body.projects).toHaveLength(3);
    const byDefault = await callJson(api, people.foreignOwner, 'GET', `/projects?company_id=${company}`);
    expect(byDefault.body.projects).toHaveLength(10);
    const beyond = await callJson(
      api,
      people.foreignOwner,
      'GET',
      `/projects?company_id=${company}&page=5&limit=9`
    );
    expect(beyond.body).toMatchObject({ projects: [], total_pages: 2, total_items: 12 });
  });

  it('answers 422 for a page or limit out of range', async () => {
    expect((await callJson(api, owner, 'GET', `/projects?company_id=${own}&page=0`)).status).toBe(422);
    expect((await callJson(api, owner, 'GET', `/projects?company_id=${own}&limit=101`)).status).toBe(422);
  });
});

describe('PUT /projects/{id}', () => {
  it('replaces fields, nearby places and images', async () => {
    const created = (await callJson(api, owner, 'POST', '/projects', { ...projectBody(), company_id: own }))
      .body;
    const { status, body } = await callJson(api, people.admin, 'PUT', `/projects/${created.id}`, {
      ...projectBody({
        name: 'Torres del Poblado II',
        status: 'COMPLETED',
        nearby_places: [],
        image_urls: ['/uploads/projects/a.jpg', '/uploads/projects/b.jpg'],
        version: 1,
      }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.id,
      name: 'Torres del Poblado II',
      status: 'COMPLETED',
      nearby_places: [],
      image_urls: ['/uploads/projects/a.jpg', '/uploads/projects/b.jpg'],
    });
  });

  it('follows the registered units once there are any, and refuses a total below them', async () => {
    const project = await addProject(db, own, 'Con unidades', 'ACTIVE');
    const model = await addModel(db, project);
    await addUnit(db, own, project, model, 'Apto 101', 'SOLD');
    await addUnit(db, own, project, model, 'Apto 102', 'RESERVED');
    await addUnit(db, own, project, model, 'Apto 103', 'AVAILABLE');
    const typed = await callJson(
      api,
      owner,
      'PUT',
      `/projects/${project}`,
      projectBody({ total_units: 10, available_units: 10, version: 1 })
    );
    expect(typed.body).toMatchObject({
      total_units: 10,
      available_units: 8,
      sold_units: 1,
      properties_count: 3,
    });
    const tooFew = await callJson(
      api,
      owner,
      'PUT',
      `/projects/${project}`,
      projectBody({ total_units: 2, available_units: 2, version: 2 })
    );
    expect(tooFew.status).toBe(409);
    expect(tooFew.body.detail).toBe(
      'El total de unidades (2) no puede ser menor que las unidades registradas en el proyecto (3).'
    );
  });

  it('answers 404 for a project that does not exist', async () => {
    const { status, body } = await callJson(
      api,
      owner,
      'PUT',
      '/projects/999999',
      projectBody({ version: 1 })
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ detail: 'Proyecto no encontrado' });
  });
});

describe('DELETE /projects/{id}', () => {
  it('removes the project with its models and units, and the dashboard counts follow', async () => {
    const summary = async () =>
      (await callJson(api, owner, 'GET', `/dashboard/summary?company_id=${own}`)).body;
    const before = await summary();
    const project = await addProject(db, own, 'Para borrar', 'ACTIVE');
    const model = await addModel(db, project);
    const unit = await addUnit(db, own, project, model, 'Apto 1', 'AVAILABLE');
    const during = await summary();
    expect(during.total_projects).toBe(before.total_projects + 1);
    expect(during.properties_available).toBe(before.properties_available + 1);

    const { status, body } = await callJson(api, owner, 'DELETE', `/projects/${project}`);
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Proyecto eliminado exitosamente' });
    expect((await callJson(api, owner, 'GET', `/projects/${project}`)).status).toBe(404);
    expect((await callJson(api, owner, 'GET', `/properties/${unit}`)).status).toBe(404);
    expect(await summary()).toMatchObject({
      total_projects: before.total_projects,
      properties_available: before.properties_available,
    });
  });
});
