import { and, eq } from 'drizzle-orm';
import type { CompanyRole } from '#domain/roles';
import type { Db } from '#server/db/client';
import { companyMembers } from '#server/db/schema';
import { propertyBody } from '#tests/server/projects/support';
import { addCompany, addMember, addProperty, addUser } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';

// The caller's roles are read with their user row, once per request (server/services/users.ts): a change of role,
// a removal or a new membership must count from the very next call made with the same token.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let token: string;
let companyId: number;
let otherCompanyId: number;
let userId: number;
let propertyId: number;
const lucia = { sub: 'auth0|lucia', email: 'lucia@example.co', name: 'Lucía Gómez' };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  companyId = await addCompany(db, 'Constructora Andina');
  otherCompanyId = await addCompany(db, 'Obras del Valle');
  propertyId = await addProperty(db, companyId, 'Casa 1', 'AVAILABLE');
  // Invited by email before she ever signed in: her first call attaches her identity to this row.
  userId = await addUser(db, lucia.email);
  await addMember(db, companyId, userId, 'OWNER');
  token = await api.issuer.tokenFor(lucia);
});
afterAll(() => close());

const call = (method: string, path: string, body?: unknown) =>
  api.app.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

// An office: only OWNER and ADMIN may create one (src/domain/permissions.ts).
const createOffice = (company: number) =>
  call(
    'POST',
    '/properties',
    propertyBody({ company_id: company, property_type: 'office', name: 'Oficina 1' })
  );

const setRole = (role: CompanyRole) =>
  db
    .update(companyMembers)
    .set({ role })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));

describe('the caller’s role, read with the caller', () => {
  it('holds on the first call of a user invited by email (the role is then read on its own)', async () => {
    expect((await createOffice(companyId)).status).toBe(201);
  });

  it('answers from the membership on later calls', async () => {
    expect((await call('GET', `/properties/${propertyId}`)).status).toBe(200);
    expect((await call('GET', `/dashboard/summary?company_id=${companyId}`)).status).toBe(200);
  });

  it('takes a role change into account on the next call with the same token', async () => {
    await setRole('VIEWER');
    expect((await createOffice(companyId)).status).toBe(403);
    expect((await call('GET', `/properties/${propertyId}`)).status).toBe(200);
    await setRole('ADMIN');
    expect((await createOffice(companyId)).status).toBe(201);
  });

  it('takes a removal into account on the next call: the company is then another tenant’s', async () => {
    await db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    expect((await call('GET', `/properties/${propertyId}`)).status).toBe(404);
    expect((await call('GET', `/dashboard/summary?company_id=${companyId}`)).status).toBe(404);
  });

  it('takes a new membership into account on the next call', async () => {
    expect((await call('GET', `/dashboard/summary?company_id=${otherCompanyId}`)).status).toBe(404);
    await addMember(db, otherCompanyId, userId, 'MEMBER');
    expect((await call('GET', `/dashboard/summary?company_id=${otherCompanyId}`)).status).toBe(200);
    expect((await createOffice(otherCompanyId)).status).toBe(403);
  });

  it('still answers 404 for a company that does not exist', async () => {
    expect((await call('GET', `/dashboard/summary?company_id=999999`)).status).toBe(404);
  });
});
