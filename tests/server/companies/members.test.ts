import type { Db } from '#server/db/client';
import { addMember, addUser } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { buildWorld, caller, expectInCompany, PEOPLE, type Actor, type World } from './world';

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

const as = (actor: Actor) => PEOPLE[actor];
const companyOf = (which: 'own' | 'foreign') => world[which];
let serial = 0;

/** A fresh member of a company, known only by email, and the membership id. */
async function addTarget(companyId: number, role: 'MEMBER' | 'VIEWER' | 'ADMIN' | 'OWNER' = 'VIEWER') {
  const userId = await addUser(db, `target${++serial}@matrix.test`);
  await addMember(db, companyId, userId, role);
  const members = (await json(
    await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${companyId}/members`)
  )) as {
    id: number;
    user_id: number;
  }[];
  return members.find((m) => m.user_id === userId)!.id;
}

const readers = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'PLATFORM_ADMIN'] as const;
const managers = ['OWNER', 'ADMIN', 'PLATFORM_ADMIN'] as const;
const matrix = (own: readonly Actor[], ok: number) => [
  ...expectInCompany('own', own, ok),
  ...expectInCompany('foreign', ['PLATFORM_ADMIN'], ok),
];

describe('GET /companies/{id}/members', () => {
  it.each(matrix(readers, 200))('%s company as %s → %i', async (which, actor, status) => {
    const res = await call(as(actor), 'GET', `/companies/${companyOf(which)}/members`);
    expect(res.status).toBe(status);
    if (status === 200 && which === 'own') {
      const members = (await json(res)) as { email: string; role: string }[];
      expect(members.slice(0, 4).map((m) => [m.email, m.role])).toEqual([
        ['owner@matrix.test', 'OWNER'],
        ['admin@matrix.test', 'ADMIN'],
        ['member@matrix.test', 'MEMBER'],
        ['viewer@matrix.test', 'VIEWER'],
      ]);
    }
  });
});

describe('POST /companies/{id}/members', () => {
  it.each(matrix(managers, 201))('%s company as %s → %i', async (which, actor, status) => {
    const email = `invitado-${which}-${actor.toLowerCase()}@matrix.test`;
    const res = await call(as(actor), 'POST', `/companies/${companyOf(which)}/members`, {
      email,
      role: 'VIEWER',
    });
    expect(res.status).toBe(status);
    // An invitation, not a membership: the company's members stay as they were until the invitee accepts.
    const invitations = (await json(
      await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${companyOf(which)}/invitations`)
    )) as { email: string }[];
    expect(invitations.some((m) => m.email === email)).toBe(status === 201);
    const members = (await json(
      await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${companyOf(which)}/members`)
    )) as { email: string }[];
    expect(members.some((m) => m.email === email)).toBe(false);
  });

  it('answers 409 for someone already in the company', async () => {
    const res = await call(as('OWNER'), 'POST', `/companies/${world.own}/members`, {
      email: 'member@matrix.test',
      role: 'VIEWER',
    });
    expect(res.status).toBe(409);
    expect((await json(res)).detail).toBe('Esta persona ya es miembro de la empresa.');
  });

  it('validates the invitation with Spanish messages', async () => {
    const res = await call(as('OWNER'), 'POST', `/companies/${world.own}/members`, {
      email: 'x',
      role: 'BOSS',
    });
    expect(res.status).toBe(422);
    const issues = (await json(res)).detail as { loc: string[]; msg: string }[];
    expect(issues.find((i) => i.loc.join('.') === 'body.email')?.msg).toBe(
      'Debe ser un correo electrónico válido'
    );
    expect(issues.some((i) => i.loc.join('.') === 'body.role')).toBe(true);
  });

  it('lets only an owner grant the OWNER role', async () => {
    const body = { email: 'futuro.dueno@matrix.test', role: 'OWNER' };
    expect((await call(as('ADMIN'), 'POST', `/companies/${world.own}/members`, body)).status).toBe(403);
    expect((await call(as('OWNER'), 'POST', `/companies/${world.own}/members`, body)).status).toBe(201);
  });
});

describe('PUT /companies/{id}/members/{memberId}', () => {
  it.each(matrix(managers, 200))('%s company as %s → %i', async (which, actor, status) => {
    const memberId = await addTarget(companyOf(which));
    const res = await call(as(actor), 'PUT', `/companies/${companyOf(which)}/members/${memberId}`, {
      role: 'MEMBER',
    });
    expect(res.status).toBe(status);
    if (status === 200) expect(await json(res)).toMatchObject({ id: memberId, role: 'MEMBER' });
  });

  it('never reaches a membership of another company through its own company’s path', async () => {
    const foreignMember = await addTarget(world.foreign);
    const res = await call(as('OWNER'), 'PUT', `/companies/${world.own}/members/${foreignMember}`, {
      role: 'ADMIN',
    });
    expect(res.status).toBe(404);
    const members = (await json(
      await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${world.foreign}/members`)
    )) as {
      id: number;
      role: string;
    }[];
    expect(members.find((m) => m.id === foreignMember)?.role).toBe('VIEWER');
  });

  it('keeps the last OWNER: demoting them answers 409', async () => {
    const owners = (await json(
      await call(PEOPLE.FOREIGN_OWNER, 'GET', `/companies/${world.foreign}/members`)
    )) as {
      id: number;
      role: string;
    }[];
    const soleOwner = owners.find((m) => m.role === 'OWNER')!;
    const res = await call(
      PEOPLE.FOREIGN_OWNER,
      'PUT',
      `/companies/${world.foreign}/members/${soleOwner.id}`,
      {
        role: 'ADMIN',
      }
    );
    expect(res.status).toBe(409);
    expect((await json(res)).detail).toBe('La empresa debe conservar al menos un propietario.');
  });

  it('lets an ADMIN neither promote to OWNER nor demote an OWNER', async () => {
    const memberId = await addTarget(world.own, 'MEMBER');
    const promote = await call(as('ADMIN'), 'PUT', `/companies/${world.own}/members/${memberId}`, {
      role: 'OWNER',
    });
    expect(promote.status).toBe(403);
    const ownerId = await addTarget(world.own, 'OWNER');
    const demote = await call(as('ADMIN'), 'PUT', `/companies/${world.own}/members/${ownerId}`, {
      role: 'VIEWER',
    });
    expect(demote.status).toBe(403);
    const byOwner = await call(as('OWNER'), 'PUT', `/companies/${world.own}/members/${ownerId}`, {
      role: 'VIEWER',
    });
    expect(byOwner.status).toBe(200);
  });
});

describe('DELETE /companies/{id}/members/{memberId}', () => {
  it.each(matrix(managers, 204))('%s company as %s → %i', async (which, actor, status) => {
    const memberId = await addTarget(companyOf(which));
    const res = await call(as(actor), 'DELETE', `/companies/${companyOf(which)}/members/${memberId}`);
    expect(res.status).toBe(status);
    const members = (await json(
      await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${companyOf(which)}/members`)
    )) as {
      id: number;
    }[];
    expect(members.some((m) => m.id === memberId)).toBe(status !== 204);
  });

  it('never removes a membership of another company through its own company’s path', async () => {
    const foreignMember = await addTarget(world.foreign);
    expect(
      (await call(as('OWNER'), 'DELETE', `/companies/${world.own}/members/${foreignMember}`)).status
    ).toBe(404);
  });

  it('keeps the last OWNER: removing them answers 409', async () => {
    const members = (await json(
      await call(PEOPLE.FOREIGN_OWNER, 'GET', `/companies/${world.foreign}/members`)
    )) as {
      id: number;
      role: string;
    }[];
    const soleOwner = members.find((m) => m.role === 'OWNER')!;
    const res = await call(
      PEOPLE.FOREIGN_OWNER,
      'DELETE',
      `/companies/${world.foreign}/members/${soleOwner.id}`
    );
    expect(res.status).toBe(409);
  });

  it('lets an ADMIN not remove an OWNER', async () => {
    const ownerId = await addTarget(world.own, 'OWNER');
    expect((await call(as('ADMIN'), 'DELETE', `/companies/${world.own}/members/${ownerId}`)).status).toBe(
      403
    );
    expect((await call(as('OWNER'), 'DELETE', `/companies/${world.own}/members/${ownerId}`)).status).toBe(
      204
    );
  });

  it('answers 404 for a membership that does not exist', async () => {
    expect((await call(as('OWNER'), 'DELETE', `/companies/${world.own}/members/999999`)).status).toBe(404);
  });
});
