import {
  allows,
  CONSUMED_SCOPES,
  CRUD_SCOPES,
  PERMISSION_CREATE_COMPANIES,
  type Action,
} from '#domain/permissions';
import { DEMO_USERS } from '#server/demo/demo-users';
import { DEMO_MEMBERSHIPS } from '#server/demo/demo-companies';

// A demo token's scopes grant nothing beyond the consumed ones, but they are what a reader of the token (or of the
// sign-in page) believes the account may do: each CRUD scope is carried exactly when the policy lets the account's
// role, with its platform permissions, perform the matching action in every company where it holds that role.

const RESOURCE_ENTITY = { companies: 'company', projects: 'project', properties: 'property' } as const;

/** The policy action a CRUD scope describes: `delete:properties` → `property.delete`. */
const actionOf = (scope: string): Action => {
  const [verb, resource] = scope.split(':') as [string, keyof typeof RESOURCE_ENTITY];
  return `${RESOURCE_ENTITY[resource]}.${verb}` as Action;
};

describe.each(DEMO_USERS)('the demo account $email', (user) => {
  const memberships = DEMO_MEMBERSHIPS.filter((m) => m.email === user.email);
  const platform = user.permissions.filter((p) => (CONSUMED_SCOPES as readonly string[]).includes(p));

  it('holds a role in some demo company', () => {
    expect(memberships.length).toBeGreaterThan(0);
  });

  it.each(CRUD_SCOPES.filter((s) => s !== PERMISSION_CREATE_COMPANIES))(
    'carries %s exactly when the policy lets its role do that',
    (scope) => {
      const allowed = memberships.map((m) =>
        allows(actionOf(scope), { role: m.role, permissions: platform })
      );
      expect(new Set(allowed).size).toBe(1);
      expect(user.permissions.includes(scope)).toBe(allowed[0]);
    }
  );

  it('carries only scopes the web requests', () => {
    const known = new Set([...CRUD_SCOPES, ...CONSUMED_SCOPES]);
    expect(user.permissions.filter((p) => !known.has(p))).toEqual([]);
  });
});

describe('create:companies, read as advice on the create-company form', () => {
  it('is held by the accounts that manage companies and missing from the member and viewer, who see the warning', () => {
    const holders = DEMO_USERS.filter((u) => u.permissions.includes(PERMISSION_CREATE_COMPANIES)).map(
      (u) => u.email
    );
    expect(holders.sort()).toEqual(['admin@inbest.test', 'owner2@inbest.test', 'owner@inbest.test']);
    // Advice only: the server lets every signed-in account create a company.
    expect(allows('company.create', { role: null, permissions: [] })).toBe(true);
  });
});
