import { PERMISSION_MANAGE_ALL_COMPANIES, PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import type { CompanyRole } from '#domain/roles';
import type { Db } from '#server/db/client';
import { addCompany, addMember } from '#tests/server/support/fixtures';
import type { createTestApi } from '#tests/server/support/test-app';
import type { TestPerson } from '#tests/server/support/tokens';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** Who calls in the authorization matrix: one person per company role, someone with no company, a platform admin. */
export type Actor = CompanyRole | 'NON_MEMBER' | 'PLATFORM_ADMIN';

export const ACTORS: readonly Actor[] = [
  'OWNER',
  'ADMIN',
  'MEMBER',
  'VIEWER',
  'NON_MEMBER',
  'PLATFORM_ADMIN',
];

const person = (key: string, extra: Partial<TestPerson> = {}): TestPerson => ({
  sub: `auth0|matrix-${key}`,
  email: `${key}@matrix.test`,
  name: key,
  ...extra,
});

export const PEOPLE: Record<Actor | 'FOREIGN_OWNER', TestPerson> = {
  OWNER: person('owner'),
  ADMIN: person('admin'),
  MEMBER: person('member'),
  VIEWER: person('viewer'),
  NON_MEMBER: person('outsider'),
  // The demo platform admin's pair: reads and manages every company.
  PLATFORM_ADMIN: person('platform', {
    permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
  }),
  FOREIGN_OWNER: person('foreign-owner'),
};

/** Calls the API as a person with any method and an optional JSON body. */
export function caller(api: TestApi) {
  return async (who: TestPerson, method: string, path: string, body?: unknown) => {
    const token = await api.issuer.tokenFor(who);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return api.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
}

/** The ids a matrix test needs: the actors' own company, a foreign one, and every person's user id. */
export type World = { own: number; foreign: number; userIds: Record<keyof typeof PEOPLE, number> };

/**
 * Provisions every person through the API (as their first sign-in would) and builds two companies: `own`, where
 * OWNER, ADMIN, MEMBER and VIEWER hold those roles, and `foreign`, owned by someone else.
 */
export async function buildWorld(
  db: Db,
  api: TestApi,
  names = { own: 'Propia S.A.S.', foreign: 'Ajena S.A.S.' }
): Promise<World> {
  const userIds = {} as World['userIds'];
  for (const [key, who] of Object.entries(PEOPLE) as [keyof typeof PEOPLE, TestPerson][]) {
    const res = await api.as(who).get('/users/me');
    userIds[key] = ((await res.json()) as { id: number }).id;
  }
  const own = await addCompany(db, names.own);
  const foreign = await addCompany(db, names.foreign, { city: 'Cali' });
  for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const)
    await addMember(db, own, userIds[role], role);
  await addMember(db, foreign, userIds.FOREIGN_OWNER, 'OWNER');
  return { own, foreign, userIds };
}

/**
 * Which actors may do something in the own or the foreign company, as [company, actor, status]: `ok` when allowed,
 * 403 for a member of that company whose role is refused, 404 for everyone outside it (another tenant's id answers
 * like a missing one).
 */
export const expectInCompany = (which: 'own' | 'foreign', allowed: readonly Actor[], ok: number) =>
  ACTORS.map((actor) => {
    const member = which === 'own' && actor !== 'NON_MEMBER' && actor !== 'PLATFORM_ADMIN';
    return [which, actor, allowed.includes(actor) ? ok : member ? 403 : 404] as const;
  });

/** Which actors may do something, as an expected status per actor. */
export const expectStatuses = (allowed: readonly Actor[], ok: number, denied = 403) =>
  ACTORS.map((actor) => [actor, allowed.includes(actor) ? ok : denied] as const);
