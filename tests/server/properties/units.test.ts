import { eq } from 'drizzle-orm';
import { PROPERTY_CONFLICT_MESSAGE } from '#domain/property';
import type { Db } from '#server/db/client';
import { projects } from '#server/db/schema';
import { addProject } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import {
  addUnit,
  callJson,
  modelBody,
  people,
  propertyBody,
  setUpCompanies,
} from '#tests/server/projects/support';

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

const owner = people.owner;
let serial = 0;

async function projectWithModel() {
  const project = await addProject(db, own, `Proyecto ${++serial}`, 'ACTIVE');
  const model = (
    await callJson(api, owner, 'POST', `/property-models/projects/${project}/models`, modelBody())
  ).body as { id: number };
  return { project, model: model.id };
}

const counters = async (projectId: number) => {
  const [row] = await db
    .select({ total: projects.totalUnits, available: projects.availableUnits, sold: projects.soldUnits })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
};

describe('units inherit from their model', () => {
  it('copies area, bedrooms, bathrooms and parking from the model, and the address from the project', async () => {
    const { project, model } = await projectWithModel();
    const { status, body } = await callJson(api, people.member, 'POST', `/projects/${project}/properties`, {
      name: 'Apto 301',
      property_model_id: model,
      floor_number: 3,
      status: 'AVAILABLE',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      project_id: project,
      property_model_id: model,
      property_model_name: 'Tipo A',
      property_type: 'apartment',
      area: 72.5,
      bedrooms: 2,
      bathrooms: 2,
      parking_spaces: 1,
      floor_number: 3,
      price: 480_000_000,
      currency: 'COP',
      city: 'Medellín',
      version: 1,
    });
  });

  it('refuses inherited fields in the body (422) instead of storing them', async () => {
    const { project, model } = await projectWithModel();
    const { status, body } = await callJson(api, owner, 'POST', `/projects/${project}/properties`, {
      name: 'Apto 302',
      property_model_id: model,
      area: 500,
      bedrooms: 9,
    });
    expect(status).toBe(422);
    expect(body.detail[0].msg).toBe(
      'No se puede modificar area, bedrooms: el área, las habitaciones, los baños y los parqueaderos se heredan del modelo'
    );
  });

  it('requires a model of the same project', async () => {
    const { project } = await projectWithModel();
    const other = await projectWithModel();
    const missing = await callJson(api, owner, 'POST', `/projects/${project}/properties`, { name: 'Apto 1' });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]).toMatchObject({
      loc: ['body', 'property_model_id'],
      msg: 'Debes seleccionar un modelo de propiedad',
    });
    const foreignModel = await callJson(api, owner, 'POST', `/projects/${project}/properties`, {
      name: 'Apto 1',
      property_model_id: other.model,
    });
    expect(foreignModel.status).toBe(422);
    expect(foreignModel.body).toMatchObject({
      detail: 'El modelo de propiedad no pertenece a este proyecto.',
    });
  });

  it('refuses a second unit with the same name in a project', async () => {
    const { project, model } = await projectWithModel();
    const unit = { name: 'Apto 401', property_model_id: model };
    expect((await callJson(api, owner, 'POST', `/projects/${project}/properties`, unit)).status).toBe(201);
    const again = await callJson(api, owner, 'POST', `/projects/${project}/properties`, {
      ...unit,
      name: 'apto 401',
    });
    expect(again.status).toBe(409);
  });
});

describe('edit mode of a unit', () => {
  it('changes only price, status and images, and bumps the version', async () => {
    const { project, model } = await projectWithModel();
    const unit = (
      await callJson(api, owner, 'POST', `/projects/${project}/properties`, {
        name: 'Apto 5',
        property_model_id: model,
      })
    ).body;
    const { status, body } = await callJson(api, owner, 'PUT', `/projects/${project}/properties/${unit.id}`, {
      price: 510_000_000,
      status: 'RESERVED',
      image_urls: ['/uploads/properties/apto5.jpg'],
      version: 1,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      price: 510_000_000,
      status: 'RESERVED',
      version: 2,
      area: 72.5,
      name: 'Apto 5',
    });
    expect(body.image_urls).toEqual(['/uploads/properties/apto5.jpg']);
  });

  it('refuses any other field (422) on the project path and refuses the independent path (409)', async () => {
    const { project, model } = await projectWithModel();
    const unit = (
      await callJson(api, owner, 'POST', `/projects/${project}/properties`, {
        name: 'Apto 6',
        property_model_id: model,
      })
    ).body;
    const res = await callJson(api, owner, 'PUT', `/projects/${project}/properties/${unit.id}`, {
      price: 1,
      status: 'SOLD',
      version: 1,
      name: 'Otro nombre',
      area: 10,
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].msg).toBe(
      'No se puede modificar name, area: en una unidad de proyecto solo se editan precio, estado e imágenes'
    );
    const viaProperties = await callJson(api, owner, 'PUT', `/properties/${unit.id}`, {
      ...propertyBody({ property_type: 'apartment' }),
      version: 1,
    });
    expect(viaProperties.status).toBe(409);
    expect((await callJson(api, owner, 'GET', `/properties/${unit.id}`)).body).toMatchObject({
      name: 'Apto 6',
      area: 72.5,
      status: 'AVAILABLE',
      version: 1,
    });
  });

  it('answers 409 to a stale version', async () => {
    const { project, model } = await projectWithModel();
    const unit = await addUnit(db, own, project, model, 'Apto 7');
    const path = `/projects/${project}/properties/${unit}`;
    expect((await callJson(api, owner, 'PUT', path, { status: 'RESERVED', version: 1 })).status).toBe(200);
    const stale = await callJson(api, owner, 'PUT', path, { status: 'SOLD', version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { detail: PROPERTY_CONFLICT_MESSAGE } });
  });
});

describe('concurrent reservation of one unit', () => {
  it('lets exactly one of two writers reserve it; the other gets 409 and the counters stay right', async () => {
    const { project, model } = await projectWithModel();
    const unit = await addUnit(db, own, project, model, 'Apto 801');
    const path = `/projects/${project}/properties/${unit}`;
    const [first, second] = await Promise.all([
      callJson(api, owner, 'PUT', path, { status: 'RESERVED', price: 600_000_000, version: 1 }),
      callJson(api, people.admin, 'PUT', path, { status: 'SOLD', price: 700_000_000, version: 1 }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const loser = first.status === 200 ? second : first;
    expect(loser.body).toMatchObject({ detail: PROPERTY_CONFLICT_MESSAGE });
    const stored = (await callJson(api, owner, 'GET', path)).body;
    expect(stored).toMatchObject({ status: winner.body.status, price: winner.body.price, version: 2 });
    expect(await counters(project)).toEqual({
      total: 10,
      available: 9,
      sold: winner.body.status === 'SOLD' ? 1 : 0,
    });
  });

  it('keeps the counters right when many units of one project change at once', async () => {
    const { project, model } = await projectWithModel();
    const units = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addUnit(db, own, project, model, `Apto ${900 + i}`))
    );
    const results = await Promise.all(
      units.map((unit, i) =>
        callJson(api, owner, 'PUT', `/projects/${project}/properties/${unit}`, {
          status: i % 2 === 0 ? 'SOLD' : 'RESERVED',
          version: 1,
        })
      )
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await counters(project)).toEqual({ total: 10, available: 4, sold: 3 });
  });
});

describe('project counters follow the units', () => {
  it('recounts on create, status change and delete, growing the total when needed', async () => {
    const project = await addProject(db, own, 'Contadores', 'ACTIVE');
    await db.update(projects).set({ totalUnits: 2, availableUnits: 2 }).where(eq(projects.id, project));
    const model = (
      await callJson(api, owner, 'POST', `/property-models/projects/${project}/models`, modelBody())
    ).body.id;
    const create = (name: string, status = 'AVAILABLE') =>
      callJson(api, owner, 'POST', `/projects/${project}/properties`, {
        name,
        property_model_id: model,
        status,
      });

    const a = (await create('A', 'SOLD')).body;
    expect(await counters(project)).toEqual({ total: 2, available: 1, sold: 1 });
    await create('B');
    await create('C', 'RESERVED');
    expect(await counters(project)).toEqual({ total: 3, available: 1, sold: 1 });
    await callJson(api, owner, 'PUT', `/projects/${project}/properties/${a.id}`, {
      status: 'AVAILABLE',
      version: 1,
    });
    expect(await counters(project)).toEqual({ total: 3, available: 2, sold: 0 });
    await callJson(api, owner, 'DELETE', `/projects/${project}/properties/${a.id}`);
    expect(await counters(project)).toEqual({ total: 3, available: 2, sold: 0 });
    const detail = (await callJson(api, owner, 'GET', `/projects/${project}`)).body;
    expect(detail).toMatchObject({ total_units: 3, available_units: 2, sold_units: 0, properties_count: 2 });
  });

  it('moves the dashboard’s available properties with every change', async () => {
    const available = async () =>
      (await callJson(api, owner, 'GET', `/dashboard/summary?company_id=${own}`)).body
        .properties_available as number;
    const start = await available();
    const created = (await callJson(api, owner, 'POST', '/properties', propertyBody({ company_id: own })))
      .body;
    expect(await available()).toBe(start + 1);
    const sold = await callJson(api, owner, 'PUT', `/properties/${created.id}`, {
      ...propertyBody({ status: 'SOLD' }),
      version: created.version,
    });
    expect(sold.body.version).toBe(2);
    expect(await available()).toBe(start);
    await callJson(api, owner, 'DELETE', `/properties/${created.id}`);
    expect(await available()).toBe(start);
  });
});

describe('property models', () => {
  it('counts the properties using a model and refuses to delete it while any does', async () => {
    const { project, model } = await projectWithModel();
    const unit = (
      await callJson(api, owner, 'POST', `/projects/${project}/properties`, {
        name: 'Apto 1',
        property_model_id: model,
      })
    ).body;
    await callJson(api, owner, 'POST', `/projects/${project}/properties`, {
      name: 'Apto 2',
      property_model_id: model,
    });
    const list = (await callJson(api, owner, 'GET', `/projects/${project}/models`)).body;
    expect(list).toMatchObject([{ id: model, name: 'Tipo A', properties_count: 2 }]);
    expect((await callJson(api, owner, 'GET', `/property-models/projects/${project}/models`)).body).toEqual(
      list
    );

    const blocked = await callJson(api, owner, 'DELETE', `/property-models/models/${model}`);
    expect(blocked).toMatchObject({
      status: 409,
      body: {
        detail:
          'No se puede eliminar el modelo "Tipo A" porque tiene 2 propiedades asociadas. Elimina o reasigna esas propiedades primero.',
      },
    });
    await callJson(api, owner, 'DELETE', `/projects/${project}/properties/${unit.id}`);
    await callJson(api, owner, 'DELETE', `/projects/${project}/properties/${unit.id + 1}`);
    const deleted = await callJson(api, owner, 'DELETE', `/property-models/models/${model}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Modelo de propiedad eliminado exitosamente' } });
  });

  it('validates the model form with the spec’s messages and finds a model only in its project', async () => {
    const { project, model } = await projectWithModel();
    const bad = await callJson(api, owner, 'POST', `/property-models/projects/${project}/models`, {
      ...modelBody({ name: '', currency: 'CO', area: -1, description: 'x'.repeat(501) }),
    });
    expect(bad.status).toBe(422);
    expect(
      Object.fromEntries(bad.body.detail.map((i: { loc: string[]; msg: string }) => [i.loc[1], i.msg]))
    ).toEqual({
      name: 'El nombre es requerido',
      description: 'La descripción no puede exceder 500 caracteres',
      area: 'El área debe ser mayor o igual a 0',
      currency: 'La moneda debe tener 3 caracteres',
    });
    const other = await projectWithModel();
    const wrongProject = await callJson(
      api,
      owner,
      'GET',
      `/property-models/projects/${other.project}/models/${model}`
    );
    expect(wrongProject).toMatchObject({ status: 404, body: { detail: 'Modelo no encontrado' } });
    const updated = await callJson(
      api,
      owner,
      'PUT',
      `/property-models/models/${model}`,
      modelBody({ name: 'Tipo B', area: 80, version: 1 })
    );
    expect(updated.body).toMatchObject({ name: 'Tipo B', area: 80, project_id: project });
  });
});

describe('independent properties', () => {
  it('keeps amenity flags with custom entries and refuses a stale update', async () => {
    const { body: created } = await callJson(
      api,
      owner,
      'POST',
      '/properties',
      propertyBody({ company_id: own })
    );
    expect(created).toMatchObject({
      project_id: null,
      project_name: null,
      amenities: { jardin: true, custom_chimenea: true },
      version: 1,
    });
    const update = propertyBody({ name: 'Casa La Ceja', amenities: { jardin: true }, version: 1 });
    expect((await callJson(api, owner, 'PUT', `/properties/${created.id}`, update)).body).toMatchObject({
      name: 'Casa La Ceja',
      amenities: { jardin: true },
      version: 2,
    });
    expect((await callJson(api, owner, 'PUT', `/properties/${created.id}`, update)).status).toBe(409);
    const missingVersion = await callJson(api, owner, 'PUT', `/properties/${created.id}`, propertyBody());
    expect(missingVersion.status).toBe(422);
  });

  it('lists a company’s units and independent properties with their project names', async () => {
    const { project, model } = await projectWithModel();
    await callJson(api, owner, 'POST', `/projects/${project}/properties`, {
      name: 'Apto listado',
      property_model_id: model,
    });
    const list = (await callJson(api, people.viewer, 'GET', `/companies/${own}/properties`)).body as {
      name: string;
      project_name: string | null;
    }[];
    expect(list.find((p) => p.name === 'Apto listado')?.project_name).toBe(`Proyecto ${serial}`);
    expect(list.some((p) => p.project_name === null)).toBe(true);
  });

  it('validates the property form with the spec’s messages', async () => {
    const { status, body } = await callJson(api, owner, 'POST', '/properties', {
      ...propertyBody({ name: '', property_type: 'castle', currency: 'ARS', latitude: -91, bedrooms: -1 }),
      company_id: own,
    });
    expect(status).toBe(422);
    const byField = Object.fromEntries(
      body.detail.map((i: { loc: string[]; msg: string }) => [i.loc[1], i.msg])
    );
    expect(byField).toMatchObject({
      name: 'El nombre de la propiedad es requerido',
      currency: 'La moneda debe ser COP, USD o EUR',
      latitude: 'La latitud debe estar entre -90 y 90',
      bedrooms: 'Las habitaciones deben ser mayor o igual a 0',
    });
    expect(byField.property_type).toBeDefined();
  });
});
