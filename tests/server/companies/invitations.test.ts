import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import type { TestPerson } from '#tests/server/support/tokens';
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
let serial = 0;
const person = (key: string): TestPerson => ({
  sub: `auth0|inv-${key}`,
  email: `${key}@inv.test`,
  name: key,
});

type Invitation = { id: number; email: string; role: string; created_at: string };
type MyInvitation = { id: number; company: { id: number; name: string }; role: string };

/** A pending invitation of a company (sent by the platform admin), and its id. */
async function invite(companyId: number, email: string, role = 'VIEWER'): Promise<Invitation> {
  const res = await call(as('PLATFORM_ADMIN'), 'POST', `/companies/${companyId}/members`, { email, role });
  expect(res.status).toBe(201);
  return (await json(res)) as Invitation;
}

const myInvitations = async (who: TestPerson) =>
  (await json(await call(who, 'GET', '/users/me/invitations'))) as MyInvitation[];

const countRows = async (table: string) =>
  Number(((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n);

const matrix = (own: readonly Actor[], ok: number) => [
  ...expectInCompany('own', own, ok),
  ...expectInCompany('foreign', ['PLATFORM_ADMIN'], ok),
];

describe('the hijack a direct membership allowed', () => {
  it('an attacker’s invitation changes nothing for a registered user until they accept it', async () => {
    const victim = person('victima');
    const attacker = person('atacante');
    const before = await json(await call(victim, 'GET', '/users/me'));
    const ownedBefore = await json(await call(victim, 'GET', '/companies'));

    // The attacker registers a company of their own and invites the victim as its OWNER.
    const created = await call(attacker, 'POST', '/companies', { name: 'Trampa S.A.S.', country_code: 'CO' });
    expect(created.status).toBe(201);
    const trap = ((await json(created)) as { id: number }).id;
    const res = await call(attacker, 'POST', `/companies/${trap}/members`, {
      email: victim.email.toUpperCase(),
      role: 'OWNER',
    });
    expect(res.status).toBe(201);

    // The victim's profile, companies and role are exactly what they were.
    expect(await json(await call(victim, 'GET', '/users/me'))).toEqual(before);
    expect(await json(await call(victim, 'GET', '/companies'))).toEqual(ownedBefore);
    expect((await call(victim, 'GET', `/companies/${trap}`)).status).toBe(404);
    const members = (await json(await call(attacker, 'GET', `/companies/${trap}/members`))) as unknown[];
    expect(members).toHaveLength(1);

    // The victim sees the invitation and declines it: still nothing changes, and the invitation is gone.
    const [pending] = await myInvitations(victim);
    expect(pending).toMatchObject({ company: { id: trap, name: 'Trampa S.A.S.' }, role: 'OWNER' });
    expect((await call(victim, 'DELETE', `/users/me/invitations/${pending!.id}`)).status).toBe(204);
    expect(await myInvitations(victim)).toEqual([]);
    expect(await json(await call(victim, 'GET', '/users/me'))).toEqual(before);
    expect(await json(await call(attacker, 'GET', `/companies/${trap}/invitations`))).toEqual([]);
  });

  it('answers the same for an address with an account and one without, and creates no user', async () => {
    const known = person(`conocida${++serial}`);
    await call(known, 'GET', '/users/me');
    const unknownEmail = `desconocida${serial}@inv.test`;
    const users = await countRows('users');

    const answers = [];
    for (const email of [known.email, unknownEmail]) {
      const res = await call(as('OWNER'), 'POST', `/companies/${world.own}/members`, {
        email,
        role: 'MEMBER',
      });
      const body = (await json(res)) as Record<string, unknown>;
      answers.push({ status: res.status, keys: Object.keys(body).sort(), role: body.role });
      expect(body.email).toBe(email);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 201, keys: ['created_at', 'email', 'id', 'role'], role: 'MEMBER' });
    expect(await countRows('users')).toBe(users);
  });

  it('someone else’s invitation answers like a missing one, and cannot be accepted or declined', async () => {
    const addressee = person(`destinataria${++serial}`);
    const intruder = person(`intrusa${serial}`);
    const invitation = await invite(world.own, addressee.email);
    const missing = await call(intruder, 'POST', '/users/me/invitations/2147483000/accept');
    const foreign = await call(intruder, 'POST', `/users/me/invitations/${invitation.id}/accept`);
    expect(foreign.status).toBe(404);
    // Each answer carries its own request id; everything else must be the same.
    const { request_id: _missingId, ...missingBody } = await json(missing);
    const { request_id: _foreignId, ...foreignBody } = await json(foreign);
    expect(foreignBody).toEqual(missingBody);
    expect(missingBody).toMatchObject({ detail: 'Invitación no encontrada.' });
    expect((await call(intruder, 'DELETE', `/users/me/invitations/${invitation.id}`)).status).toBe(404);
    expect(await myInvitations(intruder)).toEqual([]);
    expect((await myInvitations(addressee)).map((i) => i.id)).toEqual([invitation.id]);
  });
});

describe('accepting', () => {
  it('makes the addressee a member with the invited role, once', async () => {
    const newcomer = person(`nueva${++serial}`);
    const invitation = await invite(world.foreign, newcomer.email.toUpperCase(), 'MEMBER');
    expect(invitation.email).toBe(newcomer.email);

    const accepted = await call(newcomer, 'POST', `/users/me/invitations/${invitation.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toEqual({
      company: { id: world.foreign, name: 'Ajena S.A.S.' },
      role: 'MEMBER',
    });

    const mine = (await json(await call(newcomer, 'GET', '/companies'))) as { id: number; role: string }[];
    expect(mine).toEqual([expect.objectContaining({ id: world.foreign, role: 'MEMBER' })]);
    const members = (await json(
      await call(PEOPLE.FOREIGN_OWNER, 'GET', `/companies/${world.foreign}/members`)
    )) as { email: string; role: string }[];
    expect(members.find((m) => m.email === newcomer.email)?.role).toBe('MEMBER');
    expect(await myInvitations(newcomer)).toEqual([]);
    // Used up: a second accept finds nothing.
    expect((await call(newcomer, 'POST', `/users/me/invitations/${invitation.id}/accept`)).status).toBe(404);
  });

  it('refuses a second invitation of the same address and one for a member', async () => {
    const email = `doble${++serial}@inv.test`;
    await invite(world.own, email);
    const again = await call(as('OWNER'), 'POST', `/companies/${world.own}/members`, {
      email,
      role: 'ADMIN',
    });
    expect(again.status).toBe(409);
    expect((await json(again)).detail).toBe('Ya hay una invitación pendiente para este correo.');
    const member = await call(as('OWNER'), 'POST', `/companies/${world.own}/members`, {
      email: 'MEMBER@matrix.test',
      role: 'VIEWER',
    });
    expect(member.status).toBe(409);
    expect((await json(member)).detail).toBe('Esta persona ya es miembro de la empresa.');
  });
});

describe('GET /companies/{id}/invitations', () => {
  it.each(matrix(['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'PLATFORM_ADMIN'], 200))(
    '%s company as %s → %i',
    async (which, actor, status) => {
      const companyId = world[which];
      const email = `lista${++serial}@inv.test`;
      await invite(companyId, email);
      const res = await call(as(actor), 'GET', `/companies/${companyId}/invitations`);
      expect(res.status).toBe(status);
      if (status === 200)
        expect(((await json(res)) as Invitation[]).some((i) => i.email === email)).toBe(true);
    }
  );
});

describe('DELETE /companies/{id}/invitations/{invitationId}', () => {
  it.each(matrix(['OWNER', 'ADMIN', 'PLATFORM_ADMIN'], 204))(
    '%s company as %s → %i',
    async (which, actor, status) => {
      const companyId = world[which];
      const invitation = await invite(companyId, `cancelar${++serial}@inv.test`);
      const res = await call(as(actor), 'DELETE', `/companies/${companyId}/invitations/${invitation.id}`);
      expect(res.status).toBe(status);
      const left = (await json(
        await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${companyId}/invitations`)
      )) as Invitation[];
      expect(left.some((i) => i.id === invitation.id)).toBe(status !== 204);
    }
  );

  it('never reaches another company’s invitation through its own path, and only an owner cancels an owner’s', async () => {
    const foreign = await invite(world.foreign, `ajena${++serial}@inv.test`);
    expect(
      (await call(as('OWNER'), 'DELETE', `/companies/${world.own}/invitations/${foreign.id}`)).status
    ).toBe(404);
    const owner = await invite(world.own, `futura-duena${serial}@inv.test`, 'OWNER');
    expect(
      (await call(as('ADMIN'), 'DELETE', `/companies/${world.own}/invitations/${owner.id}`)).status
    ).toBe(403);
    expect(
      (await call(as('OWNER'), 'DELETE', `/companies/${world.own}/invitations/${owner.id}`)).status
    ).toBe(204);
  });
});
