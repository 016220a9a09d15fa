import { and, eq } from 'drizzle-orm';
import { PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import type { Db } from '#server/db/client';
import { companyMembers, properties, users } from '#server/db/schema';
import {
  addCompany,
  addLead,
  addMember,
  addProject,
  addProperty,
  addUser,
} from '#tests/server/support/fixtures';
import { withStatementLog } from '#tests/server/support/statement-log';
import { createTestApi, json } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import type { TestPerson } from '#tests/server/support/tokens';

// The hot calls answer what one statement built (ADR 0062), the property detail and the availability board read
// their company with the answer: nothing is kept between calls, so a sale, a role change or a removal shows on the
// very next call made with the same token.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let token: string;
let companyId: number;
let projectId: number;
let unitId: number;
let userId: number;
const marta = { sub: 'auth0|marta', email: 'marta@example.co', name: 'Marta Ríos' };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  companyId = await addCompany(db, 'Constructora del Río');
  projectId = await addProject(db, companyId, 'Torres del Río', 'ACTIVE');
  unitId = await addProperty(db, companyId, 'Apto 101', 'AVAILABLE', projectId);
  userId = await addUser(db, marta.email);
  await addMember(db, companyId, userId, 'OWNER');
  token = await api.issuer.tokenFor(marta);
});
afterAll(() => close());

const get = (path: string) => api.app.request(path, { headers: { authorization: `Bearer ${token}` } });

const sell = () =>
  db.update(properties).set({ status: 'SOLD', soldAt: new Date() }).where(eq(properties.id, unitId));

describe('a hot call answered by one statement', () => {
  it('shows a sale on the next call of the detail, the board, the pages and the constructor dashboard', async () => {
    expect((await json(await get(`/properties/${unitId}`))).status).toBe('AVAILABLE');
    expect((await json(await get(`/projects/${projectId}/availability`))).counts.SOLD).toBe(0);
    const before = await json(await get(`/constructor/dashboard?company_id=${companyId}`));
    expect(before.kpis.revenue_this_month).toBe(0);

    await sell();

    expect((await json(await get(`/properties/${unitId}`))).status).toBe('SOLD');
    const board = await json(await get(`/projects/${projectId}/availability`));
    expect(board.counts).toMatchObject({ AVAILABLE: 0, SOLD: 1 });
    const page = await json(await get(`/companies/${companyId}/properties?page=1&limit=10`));
    expect(page.properties.map((p: { status: string }) => p.status)).toEqual(['SOLD']);
    const after = await json(await get(`/constructor/dashboard?company_id=${companyId}`));
    expect(after.kpis.revenue_this_month).toBe(450_000_000);
    expect(after.project_performance[0].revenue).toBe(450_000_000);
  });

  it('refuses the board and the detail on the next call after the caller is removed from the company', async () => {
    expect((await get(`/projects/${projectId}/availability`)).status).toBe(200);
    await db
      .update(companyMembers)
      .set({ role: 'VIEWER' })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    // A viewer still reads both.
    expect((await get(`/projects/${projectId}/availability`)).status).toBe(200);
    expect((await get(`/properties/${unitId}`)).status).toBe(200);
    await db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    const board = await get(`/projects/${projectId}/availability`);
    expect(board.status).toBe(404);
    expect((await json(board)).detail).toBe('Proyecto no encontrado');
    const detail = await get(`/properties/${unitId}`);
    expect(detail.status).toBe(404);
    expect((await json(detail)).detail).toBe('Propiedad no encontrada');
    expect((await get(`/projects?company_id=${companyId}&page=1&limit=9`)).status).toBe(404);
  });
});

// A hot call reads its caller (user row and roles) in the very statement that reads its answer (ADR 0066): one
// round trip, and the policy still decides from a caller read at the moment of the answer, never kept.
describe('a hot call is one statement, its caller read with its answer', () => {
  const statements: string[] = [];
  let counted: Awaited<ReturnType<typeof createTestApi>>;
  let hot: string[];
  const admin = {
    sub: 'auth0|admin-hot',
    email: 'plataforma@example.co',
    permissions: [PERMISSION_READ_ALL_COMPANIES],
  };

  beforeAll(async () => {
    counted = await createTestApi(withStatementLog(db, statements));
    await addLead(db, companyId, 'Camilo Pérez', new Date());
    hot = [
      `/projects?company_id=${companyId}&page=1&limit=9`,
      `/companies/${companyId}/properties?page=1&limit=10`,
      `/properties/${unitId}`,
      `/dashboard/summary?company_id=${companyId}`,
      `/constructor/dashboard?company_id=${companyId}`,
      `/leads?company_id=${companyId}&page=1&limit=12`,
      `/projects/${projectId}/availability`,
    ];
    // Members again (the tests above removed Marta), and the administrator's first call provisions them.
    await addMember(db, companyId, userId, 'OWNER');
    expect((await counted.as(admin).get('/admin/companies?page=1&limit=10')).status).toBe(200);
  });

  const statementsOf = async (person: TestPerson, path: string) => {
    statements.length = 0;
    const res = await counted.as(person).get(path);
    return { status: res.status, body: await json(res), statements: [...statements] };
  };

  it('answers each hot call of a member in one statement', async () => {
    for (const path of hot) {
      const call = await statementsOf(marta, path);
      expect({ path, status: call.status, statements: call.statements.length }).toEqual({
        path,
        status: 200,
        statements: 1,
      });
    }
    const page = await statementsOf(admin, '/admin/companies?page=1&limit=10');
    expect([page.status, page.statements.length]).toEqual([200, 1]);
  });

  it('refuses a deactivated user on the next call, reading nothing more and answering no data', async () => {
    await db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    try {
      for (const path of hot) {
        const call = await statementsOf(marta, path);
        expect({ path, status: call.status, body: call.body }).toEqual({
          path,
          status: 403,
          body: expect.objectContaining({ detail: 'Tu usuario está desactivado.' }),
        });
        expect(call.statements).toHaveLength(1);
      }
      // Answered before the answer's statement ran (a missing entity, an invalid query, the platform gate): the
      // caller is read afterwards, and a deactivated user still gets their 403 rather than the other answer.
      for (const path of [
        '/properties/999999',
        `/leads?company_id=${companyId}&page=0`,
        '/admin/companies?page=1&limit=10',
      ]) {
        const res = await counted.as(marta).get(path);
        expect({ path, status: res.status, detail: (await json(res)).detail }).toEqual({
          path,
          status: 403,
          detail: 'Tu usuario está desactivado.',
        });
      }
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.id, userId));
    }
  });

  it('refuses every hot call on the next call after the caller leaves the company, as for any other tenant', async () => {
    await db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    try {
      const answers = [];
      for (const path of hot) {
        const res = await counted.as(marta).get(path);
        answers.push([res.status, (await json(res)).detail]);
      }
      expect(answers).toEqual([
        [404, 'Empresa no encontrada.'],
        [404, 'Empresa no encontrada.'],
        [404, 'Propiedad no encontrada'],
        [404, 'Empresa no encontrada.'],
        [404, 'Empresa no encontrada.'],
        [404, 'Empresa no encontrada.'],
        [404, 'Proyecto no encontrado'],
      ]);
    } finally {
      await addMember(db, companyId, userId, 'OWNER');
    }
  });

  it('serves a first call (no user yet) through provisioning, then one statement', async () => {
    const invitedId = await addUser(db, 'nuevo@example.co');
    await addMember(db, companyId, invitedId, 'VIEWER');
    const nuevo = { sub: 'auth0|nuevo', email: 'nuevo@example.co' };
    const first = await statementsOf(nuevo, `/leads?company_id=${companyId}&page=1&limit=12&assigned=me`);
    expect(first.status).toBe(200);
    expect(first.body.leads).toEqual([]);
    const again = await statementsOf(nuevo, `/dashboard/summary?company_id=${companyId}`);
    expect([again.status, again.statements.length]).toEqual([200, 1]);
  });
});
