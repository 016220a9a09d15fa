import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companies } from '#server/db/schema';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { callJson, people, setUpCompanies, type PersonKey } from '#tests/server/projects/support';
import { createProject } from './world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;
let ownProject: number;
let foreignProject: number;
let userIds: Record<PersonKey, number>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign, userIds } = await setUpCompanies(db, api));
  ownProject = (await createProject(api, own, { name: 'Torres del Poblado' })).id;
  foreignProject = (await createProject(api, foreign, { name: 'Sabana Norte' }, people.foreignOwner)).id;
});
afterAll(() => close());

const READS = ['dashboard', 'projects', 'stats'] as const;
const read = (who: PersonKey, what: (typeof READS)[number], companyId = own) =>
  callJson(api, people[who], 'GET', `/constructor/${what}?company_id=${companyId}`);
const inspection = (companyId = own, projectId: number | null = ownProject) => ({
  company_id: companyId,
  project_id: projectId,
  type: 'inspection',
  title: 'Inspección de estructura, piso 4',
  description: 'Sin observaciones.',
});
const record = (who: PersonKey, body: unknown) =>
  callJson(api, people[who], 'POST', '/constructor/activities', body);
const setTarget = (who: PersonKey, companyId: number, monthly_target: number | null) =>
  callJson(api, people[who], 'PUT', `/companies/${companyId}/revenue-target`, { monthly_target });

describe('reading the constructor workspace', () => {
  it.each(['owner', 'admin', 'member', 'viewer', 'platformAdmin'] as const)('%s may read', async (who) => {
    for (const what of READS) expect((await read(who, what)).status).toBe(200);
  });

  it('answers a non-member and another company’s owner exactly as for a missing company (404)', async () => {
    for (const what of READS) {
      const missing = { status: 404, body: { detail: 'Empresa no encontrada.' } };
      expect(await read('outsider', what)).toMatchObject(missing);
      expect(await read('foreignOwner', what)).toMatchObject(missing);
      expect(await read('owner', what, 999_999)).toMatchObject({
        status: 404,
        body: { detail: 'Empresa no encontrada.' },
      });
    }
  });
});

describe('POST /constructor/activities', () => {
  it('lets a MEMBER record an inspection, signed with their name', async () => {
    const { status, body } = await record('member', inspection());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      company_id: own,
      project_id: ownProject,
      project_name: 'Torres del Poblado',
      type: 'inspection',
      title: 'Inspección de estructura, piso 4',
      description: 'Sin observaciones.',
      created_by: userIds.member,
      created_by_name: 'Mateo',
    });
    const feed = await read('viewer', 'dashboard');
    expect(feed.body.recent_activity[0]).toEqual(body);
  });

  it('records a delivery without a project', async () => {
    const { status, body } = await record('admin', {
      company_id: own,
      type: 'material_delivery',
      title: 'Entrega de acero',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ project_id: null, project_name: null, description: null });
  });

  it('refuses a VIEWER and a non-member', async () => {
    expect(await record('viewer', inspection())).toMatchObject({
      status: 403,
      body: { detail: 'Tu rol en esta empresa no permite esta acción.' },
    });
    expect((await record('outsider', inspection())).status).toBe(404);
  });

  it('answers another company’s project as missing', async () => {
    expect(await record('owner', inspection(own, foreignProject))).toMatchObject({
      status: 404,
      body: { detail: 'Proyecto no encontrado' },
    });
  });

  it('accepts only the hand-recorded types and a title (422)', async () => {
    const sale = await record('owner', { ...inspection(), type: 'contract_signed' });
    const untitled = await record('owner', { ...inspection(), title: '  ' });
    expect([sale.status, untitled.status]).toEqual([422, 422]);
    expect(untitled.body.detail[0]).toMatchObject({ loc: ['body', 'title'], msg: 'El título es requerido' });
  });
});

describe('PUT /companies/{id}/revenue-target', () => {
  const stored = async (id: number) =>
    (await db.select().from(companies).where(eq(companies.id, id)))[0]!.monthlyRevenueTarget;

  it('lets an OWNER or ADMIN set and clear the monthly target', async () => {
    expect(await setTarget('owner', own, 2_500_000_000)).toEqual({
      status: 200,
      body: { company_id: own, monthly_target: 2_500_000_000 },
    });
    expect(await stored(own)).toBe(2_500_000_000);
    expect((await setTarget('admin', own, null)).status).toBe(200);
    expect(await stored(own)).toBeNull();
  });

  it('refuses a MEMBER, a VIEWER and another company’s owner', async () => {
    for (const who of ['member', 'viewer'] as const) expect((await setTarget(who, own, 1)).status).toBe(403);
    expect((await setTarget('foreignOwner', own, 1)).status).toBe(404);
    expect(await stored(own)).toBeNull();
  });

  it('refuses a negative target (422)', async () => {
    const { status, body } = await setTarget('owner', own, -5);
    expect(status).toBe(422);
    expect(body.detail[0].msg).toBe('La meta mensual no puede ser negativa');
  });
});
