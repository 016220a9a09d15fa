import { PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import type { AuditEntry, AuditPage } from '#domain/audit';
import type { Db } from '#server/db/client';
import { addCompany, addMember, addProject, addProperty, addUser } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { buildWorld, caller, PEOPLE, type World } from '#tests/server/companies/world';
import { projectBody } from '#tests/server/projects/support';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let call: ReturnType<typeof caller>;
let world: World;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  call = caller(api);
  world = await buildWorld(db, api);
});
afterAll(() => close());

const AUDITOR = {
  sub: 'auth0|auditora',
  email: 'auditora@audit.test',
  permissions: [PERMISSION_READ_ALL_COMPANIES],
};

/** The newest audit entries, as a platform reader reads them. */
async function latest(limit = 5): Promise<AuditEntry[]> {
  const res = await call(AUDITOR, 'GET', `/admin/audit?limit=${limit}`);
  expect(res.status).toBe(200);
  return ((await json(res)) as AuditPage).entries;
}

describe('what the audit log records', () => {
  it('a role change and a removal: who, what, when, in which company, on whom', async () => {
    const userId = await addUser(db, 'auditado@audit.test');
    await addMember(db, world.own, userId, 'VIEWER');
    const members = (await json(await call(PEOPLE.OWNER, 'GET', `/companies/${world.own}/members`))) as {
      id: number;
      email: string;
    }[];
    const memberId = members.find((m) => m.email === 'auditado@audit.test')!.id;
    const before = Date.now();
    expect(
      (await call(PEOPLE.ADMIN, 'PUT', `/companies/${world.own}/members/${memberId}`, { role: 'MEMBER' }))
        .status
    ).toBe(200);
    expect((await call(PEOPLE.OWNER, 'DELETE', `/companies/${world.own}/members/${memberId}`)).status).toBe(
      204
    );

    const [removal, change] = await latest(2);
    expect(change).toMatchObject({
      action: 'member.role',
      actor_email: 'admin@matrix.test',
      company_id: world.own,
      company_name: 'Propia S.A.S.',
      entity_type: 'member',
      entity_id: memberId,
      entity_name: 'auditado@audit.test',
      details: { from: 'VIEWER', to: 'MEMBER' },
    });
    expect(Date.parse(change!.occurred_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(removal).toMatchObject({
      action: 'member.remove',
      actor_email: 'owner@matrix.test',
      details: { from: 'MEMBER' },
    });
  });

  it('deletes keep the names of what they deleted, even the company itself', async () => {
    const companyId = await addCompany(db, 'Efímera S.A.S.');
    await addMember(db, companyId, world.userIds.OWNER, 'OWNER');
    const projectId = await addProject(db, companyId, 'Torre Efímera', 'DRAFT');
    const propertyId = await addProperty(db, companyId, 'Local Efímero', 'AVAILABLE');
    for (const path of [`/properties/${propertyId}`, `/projects/${projectId}`, `/companies/${companyId}`])
      expect((await call(PEOPLE.OWNER, 'DELETE', path)).ok).toBe(true);

    const entries = await latest(3);
    expect(entries.map((e) => [e.action, e.entity_name, e.company_name, e.company_id])).toEqual([
      ['company.delete', 'Efímera S.A.S.', 'Efímera S.A.S.', companyId],
      ['project.delete', 'Torre Efímera', 'Efímera S.A.S.', companyId],
      ['property.delete', 'Local Efímero', 'Efímera S.A.S.', companyId],
    ]);
  });

  it('a refused action leaves no entry: the entry commits with the action or not at all', async () => {
    const [newest] = await latest(1);
    // The company still has members and projects: the delete answers 409 and is rolled back with its entry.
    const projectId = await addProject(db, world.own, 'Ancla', 'ACTIVE');
    expect((await call(PEOPLE.OWNER, 'DELETE', `/companies/${world.own}`)).status).toBe(409);
    expect((await call(PEOPLE.VIEWER, 'DELETE', `/projects/${projectId}`)).status).toBe(403);
    const [still] = await latest(1);
    expect(still!.id).toBe(newest!.id);
  });

  it('a platform manager’s write in a tenant, and invitations and their answers', async () => {
    const projectId = await addProject(db, world.foreign, 'Ajeno', 'ACTIVE');
    const put = await call(
      PEOPLE.PLATFORM_ADMIN,
      'PUT',
      `/projects/${projectId}`,
      projectBody({ name: 'Ajeno editado', company_id: world.foreign, version: 1 })
    );
    expect(put.status).toBe(200);
    const [write] = await latest(1);
    expect(write).toMatchObject({
      action: 'platform.write',
      actor_email: 'platform@matrix.test',
      company_id: world.foreign,
      company_name: 'Ajena S.A.S.',
      details: { operation: 'PUT /projects/{id}', via_platform: true },
    });

    const invited = await call(PEOPLE.FOREIGN_OWNER, 'POST', `/companies/${world.foreign}/members`, {
      email: 'nueva@audit.test',
      role: 'ADMIN',
    });
    const invitationId = ((await json(invited)) as { id: number }).id;
    const newcomer = { sub: 'auth0|nueva-audit', email: 'nueva@audit.test' };
    expect((await call(newcomer, 'POST', `/users/me/invitations/${invitationId}/accept`)).status).toBe(200);
    const [accepted, sent] = await latest(2);
    expect(sent).toMatchObject({ action: 'invitation.create', actor_email: 'foreign-owner@matrix.test' });
    expect(accepted).toMatchObject({
      action: 'invitation.accept',
      actor_email: 'nueva@audit.test',
      company_name: 'Ajena S.A.S.',
      details: { role: 'ADMIN' },
    });
  });
});

describe('GET /admin/audit', () => {
  it('pages newest first for a platform reader', async () => {
    const all = (await json(await call(AUDITOR, 'GET', '/admin/audit?limit=100'))) as AuditPage;
    expect(all.total_items).toBeGreaterThanOrEqual(8);
    const second = (await json(await call(AUDITOR, 'GET', '/admin/audit?page=2&limit=3'))) as AuditPage;
    expect(second.total_pages).toBe(Math.ceil(all.total_items / 3));
    expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(3, 6).map((e) => e.id));
  });

  it('is refused to everyone else on the server', async () => {
    for (const who of [PEOPLE.OWNER, PEOPLE.NON_MEMBER]) {
      const res = await call(who, 'GET', '/admin/audit');
      expect(res.status).toBe(403);
      expect((await json(res)).detail).toBe('Acceso denegado: se requiere el permiso read:all_companies.');
    }
    expect((await api.app.request('/admin/audit')).status).toBe(401);
  });
});
