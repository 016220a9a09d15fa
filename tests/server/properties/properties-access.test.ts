import type { Db } from '#server/db/client';
import { addProject, addProperty } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { ACTORS, TARGETS, expectedStatus, type MatrixCase } from '#tests/server/projects/access-matrix';
import {
  addModel,
  addUnit,
  call,
  people,
  propertyBody,
  setUpCompanies,
} from '#tests/server/projects/support';

// Role × own/foreign company for every property endpoint, on fresh rows per request.
let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let companies: { own: number; foreign: number };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  companies = await setUpCompanies(db, api);
});
afterAll(() => close());

let serial = 0;
const next = () => ++serial;
const freshIndependent = (c: number) => addProperty(db, c, `Casa ${next()}`, 'AVAILABLE');
async function freshUnit(companyId: number) {
  const project = await addProject(db, companyId, `Proyecto ${next()}`, 'ACTIVE');
  const model = await addModel(db, project);
  return { project, model, unit: await addUnit(db, companyId, project, model, `Apto ${next()}`) };
}
async function freshProjectWithModel(companyId: number) {
  const project = await addProject(db, companyId, `Proyecto ${next()}`, 'ACTIVE');
  return { project, model: await addModel(db, project) };
}

const cases: MatrixCase[] = [
  {
    name: 'POST /properties (house: MEMBER may create)',
    access: 'create-basic-type',
    success: 201,
    request: async (c) => ({ method: 'POST', path: '/properties', body: propertyBody({ company_id: c }) }),
  },
  {
    name: 'POST /properties (office: OWNER/ADMIN only)',
    access: 'create-managed-type',
    success: 201,
    request: async (c) => ({
      method: 'POST',
      path: '/properties',
      body: propertyBody({ company_id: c, property_type: 'office', name: 'Oficina 501' }),
    }),
  },
  {
    name: 'GET /properties/{id}',
    access: 'read',
    success: 200,
    request: async (c) => ({ method: 'GET', path: `/properties/${await freshIndependent(c)}` }),
  },
  {
    name: 'PUT /properties/{id}',
    access: 'manage',
    success: 200,
    request: async (c) => ({
      method: 'PUT',
      path: `/properties/${await freshIndependent(c)}`,
      body: propertyBody({ version: 1 }),
    }),
  },
  {
    name: 'DELETE /properties/{id}',
    access: 'manage',
    success: 200,
    request: async (c) => ({ method: 'DELETE', path: `/properties/${await freshIndependent(c)}` }),
  },
  {
    name: 'POST /projects/{id}/properties (apartment: MEMBER may create)',
    access: 'create-basic-type',
    success: 201,
    request: async (c) => {
      const { project, model } = await freshProjectWithModel(c);
      return {
        method: 'POST',
        path: `/projects/${project}/properties`,
        body: { name: 'Apto 101', property_model_id: model, property_type: 'apartment' },
      };
    },
  },
  {
    name: 'POST /projects/{id}/properties (commercial: OWNER/ADMIN only)',
    access: 'create-managed-type',
    success: 201,
    request: async (c) => {
      const { project, model } = await freshProjectWithModel(c);
      return {
        method: 'POST',
        path: `/projects/${project}/properties`,
        body: { name: 'Local 1', property_model_id: model, property_type: 'commercial' },
      };
    },
  },
  {
    name: 'GET /projects/{id}/properties',
    access: 'read',
    success: 200,
    request: async (c) => ({ method: 'GET', path: `/projects/${(await freshUnit(c)).project}/properties` }),
  },
  {
    name: 'GET /projects/{id}/properties/{propertyId}',
    access: 'read',
    success: 200,
    request: async (c) => {
      const { project, unit } = await freshUnit(c);
      return { method: 'GET', path: `/projects/${project}/properties/${unit}` };
    },
  },
  {
    name: 'PUT /projects/{id}/properties/{propertyId}',
    access: 'manage',
    success: 200,
    request: async (c) => {
      const { project, unit } = await freshUnit(c);
      return {
        method: 'PUT',
        path: `/projects/${project}/properties/${unit}`,
        body: { price: 500_000_000, status: 'RESERVED', version: 1 },
      };
    },
  },
  {
    name: 'DELETE /projects/{id}/properties/{propertyId}',
    access: 'manage',
    success: 200,
    request: async (c) => {
      const { project, unit } = await freshUnit(c);
      return { method: 'DELETE', path: `/projects/${project}/properties/${unit}` };
    },
  },
  {
    name: 'GET /companies/{id}/properties',
    access: 'read',
    success: 200,
    request: async (c) => ({ method: 'GET', path: `/companies/${c}/properties` }),
  },
];

describe.each(cases.map((c) => [c.name, c] as const))('%s', (_, testCase) => {
  it('answers each role of its own and a foreign company as spec §6 says', async () => {
    const answered: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const actor of ACTORS) {
      for (const target of TARGETS) {
        const { method, path, body } = await testCase.request(companies[target]);
        const res = await call(api, people[actor], method, path, body);
        answered[`${actor} → ${target}`] = res.status;
        wanted[`${actor} → ${target}`] = expectedStatus(testCase, actor, target);
      }
    }
    expect(answered).toEqual(wanted);
  });
});

it('tells a MEMBER and a VIEWER which types their role allows', async () => {
  const office = propertyBody({ company_id: companies.own, property_type: 'office' });
  const asMember = await call(api, people.member, 'POST', '/properties', office);
  expect(await asMember.json()).toMatchObject({
    detail: 'Tu rol (MEMBER) solo permite crear propiedades de tipo apartamento y casa.',
  });
  const asViewer = await call(
    api,
    people.viewer,
    'POST',
    '/properties',
    propertyBody({ company_id: companies.own })
  );
  expect(await asViewer.json()).toMatchObject({ detail: 'Tu rol (VIEWER) no permite crear propiedades.' });
});

it('does not reach a unit through another project, even of the same company', async () => {
  const { unit } = await freshUnit(companies.own);
  const other = await addProject(db, companies.own, 'Otro proyecto', 'ACTIVE');
  const res = await call(api, people.owner, 'GET', `/projects/${other}/properties/${unit}`);
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ detail: 'Propiedad no encontrada' });
});

it('refuses property calls without a token (401)', async () => {
  const id = await freshIndependent(companies.own);
  for (const [method, path] of [
    ['GET', `/properties/${id}`],
    ['POST', '/properties'],
    ['GET', `/companies/${companies.own}/properties`],
  ] as const) {
    expect((await api.app.request(path, { method })).status, `${method} ${path}`).toBe(401);
  }
});
