import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companyMembers, properties } from '#server/db/schema';
import { addCompany, addMember, addProject, addProperty, addUser } from '#tests/server/support/fixtures';
import { createTestApi, json } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';

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
