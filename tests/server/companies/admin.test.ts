import type { Db } from '#server/db/client';
import { addCompany, addMember, addProject } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import {
  ACTORS,
  buildWorld,
  caller,
  expectInCompany,
  expectStatuses,
  PEOPLE,
  type Actor,
  type World,
} from './world';

let db: Db;
let close: () => Promise<void>;
let call: ReturnType<typeof caller>;
let world: World;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const api = await createTestApi(db);
  call = caller(api);
  world = await buildWorld(db, api, { own: 'Aurora Propia S.A.S.', foreign: 'Bosque Ajeno S.A.S.' });
  await addProject(db, world.own, 'Torre Aurora', 'ACTIVE');
  await addProject(db, world.own, 'Parque Aurora', 'DRAFT');
  await addProject(db, world.foreign, 'Bosque Uno', 'COMPLETED');
});
afterAll(() => close());

const as = (actor: Actor) => PEOPLE[actor];
const onlyPlatformAdmin = (ok: number) =>
  (['own', 'foreign'] as const).flatMap((which) =>
    expectStatuses(['PLATFORM_ADMIN'], ok).map(([a, s]) => [which, a, s] as const)
  );

describe('the admin area needs read:all_companies, whatever the company role', () => {
  it.each(ACTORS)('GET /admin/companies as %s', async (actor) => {
    const res = await call(as(actor), 'GET', '/admin/companies?page=1&limit=6');
    expect(res.status).toBe(actor === 'PLATFORM_ADMIN' ? 200 : 403);
    if (actor !== 'PLATFORM_ADMIN') {
      expect(await json(res)).toMatchObject({
        detail: 'Acceso denegado: se requiere el permiso read:all_companies.',
      });
    }
  });

  it.each(onlyPlatformAdmin(200))(
    'GET /admin/companies/{id} of the %s company as %s → %i',
    async (which, actor, status) => {
      expect((await call(as(actor), 'GET', `/admin/companies/${world[which]}`)).status).toBe(status);
    }
  );

  it.each(onlyPlatformAdmin(200))(
    'GET /admin/companies/{id}/stats of the %s company as %s → %i',
    async (which, actor, status) => {
      expect((await call(as(actor), 'GET', `/admin/companies/${world[which]}/stats`)).status).toBe(status);
    }
  );

  it.each(onlyPlatformAdmin(409))(
    'DELETE /admin/companies/{id} of the %s company as %s → %i',
    async (which, actor, status) => {
      expect((await call(as(actor), 'DELETE', `/admin/companies/${world[which]}`)).status).toBe(status);
      expect((await call(as('PLATFORM_ADMIN'), 'GET', `/admin/companies/${world[which]}`)).status).toBe(200);
    }
  );

  it('checks the permission before validating the query', async () => {
    expect((await call(as('OWNER'), 'GET', '/admin/companies?page=0')).status).toBe(403);
    expect((await call(as('PLATFORM_ADMIN'), 'GET', '/admin/companies?page=0')).status).toBe(422);
  });
});

describe('GET /admin/companies', () => {
  it('pages by name, 6 by default, with figures over every company', async () => {
    for (let i = 1; i <= 6; i++) {
      await addCompany(db, `Zeta ${i} S.A.S.`, {
        countryCode: i % 2 ? 'MX' : 'CO',
        verified: i <= 2,
      });
    }
    const first = await json(await call(as('PLATFORM_ADMIN'), 'GET', '/admin/companies'));
    expect(first.total_items).toBe(8);
    expect(first.total_pages).toBe(2);
    expect(first.companies).toHaveLength(6);
    expect(first.companies[0]).toMatchObject({
      name: 'Aurora Propia S.A.S.',
      member_count: 4,
      project_count: 2,
    });
    expect(first.companies[0].members.map((m: { role: string }) => m.role)).toEqual([
      'OWNER',
      'ADMIN',
      'MEMBER',
      'VIEWER',
    ]);
    expect(first.stats).toEqual({ verified_companies: 2, unique_countries: 2, total_projects: 3 });

    const second = await json(await call(as('PLATFORM_ADMIN'), 'GET', '/admin/companies?page=2&limit=6'));
    expect(second.companies.map((c: { name: string }) => c.name)).toEqual(['Zeta 5 S.A.S.', 'Zeta 6 S.A.S.']);
    expect(second.stats).toEqual(first.stats);
  });
});

describe('GET /admin/companies/{id} and /stats', () => {
  it('returns the company with its members and counts', async () => {
    const body = await json(await call(as('PLATFORM_ADMIN'), 'GET', `/admin/companies/${world.foreign}`));
    expect(body).toMatchObject({ name: 'Bosque Ajeno S.A.S.', member_count: 1, project_count: 1 });
    expect(body.members).toEqual([
      expect.objectContaining({ email: 'foreign-owner@matrix.test', role: 'OWNER' }),
    ]);
    const stats = await json(await call(as('PLATFORM_ADMIN'), 'GET', `/admin/companies/${world.own}/stats`));
    expect(stats).toEqual({ project_count: 2, member_count: 4 });
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await call(as('PLATFORM_ADMIN'), 'GET', '/admin/companies/999999')).status).toBe(404);
    expect((await call(as('PLATFORM_ADMIN'), 'GET', '/admin/companies/999999/stats')).status).toBe(404);
    expect((await call(as('PLATFORM_ADMIN'), 'DELETE', '/admin/companies/999999')).status).toBe(404);
  });
});

describe('DELETE /admin/companies/{id}', () => {
  it('refuses while projects or members remain, with the counts in the detail', async () => {
    const res = await call(as('PLATFORM_ADMIN'), 'DELETE', `/admin/companies/${world.own}`);
    expect(res.status).toBe(409);
    expect((await json(res)).detail).toBe(
      'La empresa tiene 2 proyecto(s) y 4 miembro(s) asociados. Debes eliminarlos antes de eliminar la empresa.'
    );
  });

  it('deletes an empty company and words the notice', async () => {
    const empty = await addCompany(db, 'Vacía Regiomontana S.A. de C.V.', { countryCode: 'MX' });
    const res = await call(as('PLATFORM_ADMIN'), 'DELETE', `/admin/companies/${empty}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      message: 'Empresa "Vacía Regiomontana S.A. de C.V." eliminada exitosamente',
    });
    expect((await call(as('PLATFORM_ADMIN'), 'GET', `/admin/companies/${empty}`)).status).toBe(404);
  });

  it('counts the platform admin’s own membership as a blocker only when someone else remains', async () => {
    const solo = await addCompany(db, 'Solo Admin S.A.S.');
    await addMember(db, solo, world.userIds.PLATFORM_ADMIN, 'OWNER');
    expect((await call(as('PLATFORM_ADMIN'), 'DELETE', `/admin/companies/${solo}`)).status).toBe(200);
  });
});

describe('GET /projects?company_id (the admin projects screen)', () => {
  it.each([
    ...expectInCompany('own', ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'PLATFORM_ADMIN'], 200),
    ...expectInCompany('foreign', ['PLATFORM_ADMIN'], 200),
  ])('%s company as %s → %i', async (which, actor, status) => {
    const res = await call(as(actor), 'GET', `/projects?company_id=${world[which]}&page=1&limit=9`);
    expect(res.status).toBe(status);
    if (status === 200) {
      const page = await json(res);
      expect(page.total_items).toBe(which === 'own' ? 2 : 1);
      expect(page.projects.every((p: { company_id: number }) => p.company_id === world[which])).toBe(true);
    }
  });
});
