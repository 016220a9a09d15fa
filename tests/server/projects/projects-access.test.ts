import type { Db } from '#server/db/client';
import { addProject } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { ACTORS, TARGETS, expectedStatus, type MatrixCase } from './access-matrix';
import { addModel, call, modelBody, people, projectBody, setUpCompanies } from './support';

// Role × own/foreign company for every project and property-model endpoint: each request runs against fresh rows,
// so an allowed delete never hides the answer of the next actor.
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
const freshProject = (companyId: number) => addProject(db, companyId, `Proyecto ${++serial}`, 'ACTIVE');

const cases: MatrixCase[] = [
  {
    name: 'GET /projects?company_id',
    access: 'read',
    success: 200,
    request: async (c) => ({ method: 'GET', path: `/projects?company_id=${c}&page=1&limit=9` }),
  },
  {
    name: 'POST /projects',
    access: 'manage',
    success: 201,
    request: async (c) => ({ method: 'POST', path: '/projects', body: projectBody({ company_id: c }) }),
  },
  {
    name: 'GET /projects/{id}',
    access: 'read',
    success: 200,
    request: async (c) => ({ method: 'GET', path: `/projects/${await freshProject(c)}` }),
  },
  {
    name: 'PUT /projects/{id}',
    access: 'manage',
    success: 200,
    request: async (c) => ({
      method: 'PUT',
      path: `/projects/${await freshProject(c)}`,
      body: projectBody({ version: 1 }),
    }),
  },
  {
    name: 'DELETE /projects/{id}',
    access: 'manage',
    success: 200,
    request: async (c) => ({ method: 'DELETE', path: `/projects/${await freshProject(c)}` }),
  },
  {
    name: 'GET /projects/{id}/models',
    access: 'read',
    success: 200,
    request: async (c) => ({ method: 'GET', path: `/projects/${await freshProject(c)}/models` }),
  },
  {
    name: 'GET /property-models/projects/{projectId}/models',
    access: 'read',
    success: 200,
    request: async (c) => ({
      method: 'GET',
      path: `/property-models/projects/${await freshProject(c)}/models`,
    }),
  },
  {
    name: 'GET /property-models/projects/{projectId}/models/{modelId}',
    access: 'read',
    success: 200,
    request: async (c) => {
      const project = await freshProject(c);
      return {
        method: 'GET',
        path: `/property-models/projects/${project}/models/${await addModel(db, project)}`,
      };
    },
  },
  {
    name: 'POST /property-models/projects/{projectId}/models',
    access: 'manage',
    success: 201,
    request: async (c) => ({
      method: 'POST',
      path: `/property-models/projects/${await freshProject(c)}/models`,
      body: modelBody(),
    }),
  },
  {
    name: 'PUT /property-models/models/{modelId}',
    access: 'manage',
    success: 200,
    request: async (c) => ({
      method: 'PUT',
      path: `/property-models/models/${await addModel(db, await freshProject(c))}`,
      body: modelBody({ name: 'Tipo A renovado', version: 1 }),
    }),
  },
  {
    name: 'DELETE /property-models/models/{modelId}',
    access: 'manage',
    success: 200,
    request: async (c) => ({
      method: 'DELETE',
      path: `/property-models/models/${await addModel(db, await freshProject(c))}`,
    }),
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

it('refuses every project call without a token (401)', async () => {
  const project = await freshProject(companies.own);
  for (const [method, path] of [
    ['GET', '/projects'],
    ['GET', `/projects/${project}`],
    ['POST', '/projects'],
    ['PUT', `/projects/${project}`],
    ['DELETE', `/projects/${project}`],
    ['GET', `/property-models/projects/${project}/models`],
  ] as const) {
    const res = await api.app.request(path, { method });
    expect(res.status, `${method} ${path}`).toBe(401);
  }
});

it('names the reason of a refusal in Spanish', async () => {
  const project = await freshProject(companies.own);
  const asViewer = await call(api, people.viewer, 'DELETE', `/projects/${project}`);
  expect(await asViewer.json()).toMatchObject({ detail: 'Tu rol en esta empresa no permite esta acción.' });
  const asOutsider = await call(api, people.outsider, 'GET', `/projects/${project}`);
  expect(asOutsider.status).toBe(404);
  expect(await asOutsider.json()).toMatchObject({ detail: 'Proyecto no encontrado' });
});
