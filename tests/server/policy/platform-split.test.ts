import { PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import { DEMO_USERS } from '#server/demo/demo-users';
import type { Db } from '#server/db/client';
import { addCompany, addMember, addProject, addUser, versionOf } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { callJson, projectBody, propertyBody } from '#tests/server/projects/support';

// Security finding "read:all_companies also grants writes": reading every company and changing it are now two
// permissions. An auditor holds the first only; the demo platform admin holds both and keeps today's powers.

const auditor = {
  sub: 'auth0|split-auditor',
  email: 'auditora@split.test',
  permissions: [PERMISSION_READ_ALL_COMPANIES],
};
const demoAdmin = DEMO_USERS.find((u) => u.email === 'admin@inbest.test')!;
const platformAdmin = {
  sub: 'auth0|split-admin',
  email: 'plataforma@split.test',
  permissions: [...demoAdmin.permissions],
};

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let company: number;
let project: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  company = await addCompany(db, 'Ajena Auditada S.A.S.');
  await addMember(db, company, await addUser(db, 'duena@split.test'), 'OWNER');
  project = await addProject(db, company, 'Torre Auditada', 'ACTIVE');
});
afterAll(() => close());

const companyBody = { name: 'Cambiada S.A.S.', country_code: 'CO', country_name: 'Colombia', city: 'Cali' };

describe('a read-only platform auditor (read:all_companies alone)', () => {
  it.each([
    ['/companies/{c}'],
    ['/companies/{c}/members'],
    ['/companies/{c}/properties'],
    ['/companies/{c}/stats'],
    ['/dashboard/summary?company_id={c}'],
    ['/projects?company_id={c}'],
    ['/projects/{p}'],
    ['/projects/{p}/models'],
    ['/admin/companies'],
    ['/admin/companies/{c}'],
  ])('reads %s of a company they do not belong to', async (template) => {
    const path = template.replace('{c}', String(company)).replace('{p}', String(project));
    expect((await callJson(api, auditor, 'GET', path)).status).toBe(200);
  });

  it.each([
    ['PUT', '/companies/{c}', { ...companyBody, version: 1 }, 'No perteneces a esta empresa.'],
    ['DELETE', '/companies/{c}', undefined, 'No perteneces a esta empresa.'],
    [
      'POST',
      '/companies/{c}/members',
      { email: 'x@split.test', role: 'VIEWER' },
      'No perteneces a esta empresa.',
    ],
    ['POST', '/projects', 'project', 'No perteneces a esta empresa.'],
    ['PUT', '/projects/{p}', projectBody({ version: 1 }), 'No perteneces a esta empresa.'],
    ['DELETE', '/projects/{p}', undefined, 'No perteneces a esta empresa.'],
    ['POST', '/properties', 'property', 'No perteneces a esta empresa.'],
    [
      'DELETE',
      '/admin/companies/{c}',
      undefined,
      'Acceso denegado: se requiere el permiso manage:all_companies.',
    ],
  ] as const)('gets 403 on %s %s', async (method, template, body, detail) => {
    const path = template.replace('{c}', String(company)).replace('{p}', String(project));
    const payload =
      body === 'project'
        ? projectBody({ company_id: company })
        : body === 'property'
          ? propertyBody({ company_id: company })
          : body;
    const res = await callJson(api, auditor, method, path, payload);
    expect(res).toMatchObject({ status: 403, body: { detail } });
  });

  it('leaves the company as it was', async () => {
    const res = await callJson(api, auditor, 'GET', `/companies/${company}`);
    expect(res.body.name).toBe('Ajena Auditada S.A.S.');
    expect((await callJson(api, auditor, 'GET', `/projects/${project}`)).status).toBe(200);
  });
});

describe('the demo platform admin (read and manage) keeps today’s powers', () => {
  it('carries both platform permissions', () => {
    expect(demoAdmin.permissions).toEqual(
      expect.arrayContaining(['read:all_companies', 'manage:all_companies'])
    );
  });

  it('changes a company it does not belong to, its projects, properties of any type and its owners', async () => {
    const companyUpdate = { ...companyBody, version: await versionOf(db, 'companies', company) };
    expect((await callJson(api, platformAdmin, 'PUT', `/companies/${company}`, companyUpdate)).status).toBe(
      200
    );
    const projectUpdate = projectBody({ version: await versionOf(db, 'projects', project) });
    const updated = await callJson(api, platformAdmin, 'PUT', `/projects/${project}`, projectUpdate);
    expect(updated.status).toBe(200);
    const office = propertyBody({ company_id: company, property_type: 'office' });
    expect((await callJson(api, platformAdmin, 'POST', '/properties', office)).status).toBe(201);
    const owner = { email: 'nuevo.dueno@split.test', role: 'OWNER' };
    expect((await callJson(api, platformAdmin, 'POST', `/companies/${company}/members`, owner)).status).toBe(
      201
    );
  });

  it('deletes an empty company from the admin area', async () => {
    const empty = await addCompany(db, 'Vacía Auditada S.A.S.');
    expect((await callJson(api, platformAdmin, 'DELETE', `/admin/companies/${empty}`)).status).toBe(200);
  });
});
