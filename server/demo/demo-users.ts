import { PERMISSION_MANAGE_ALL_COMPANIES, PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';

/**
 * The demo accounts of the embedded development identity provider. The seed gives them companies and roles;
 * the identity provider gives them tokens. Scripts, benchmarks and the e2e suite rely on these exact values.
 */
export const DEMO_PASSWORD = 'inbest-demo';

const crud = (resource: string) =>
  ['read', 'create', 'update', 'delete'].map((verb) => `${verb}:${resource}`);

// Auth0 RBAC permissions an account carries in its access tokens (`permissions` claim). Only the scopes the policy
// consumes (src/domain/permissions.ts) grant anything; the CRUD ones describe what the account's company role may
// do, and tests/server/policy/demo-scopes.test.ts proves each list equal to the policy's answer for that role.

/** An OWNER (or ADMIN) does everything in their companies, and may create companies without the form's warning. */
export const MANAGER_PERMISSIONS = [...crud('companies'), ...crud('projects'), ...crud('properties')];
/** The demo platform admin reads and manages every company (the split of ADR 0014). */
const PLATFORM_ADMIN_PERMISSIONS = [
  ...MANAGER_PERMISSIONS,
  PERMISSION_READ_ALL_COMPANIES,
  PERMISSION_MANAGE_ALL_COMPANIES,
];
// A MEMBER reads and adds properties but neither changes nor deletes them. Without create:companies the member and
// the viewer see the create form's warning (spec §6), though the server lets them create a company as anyone may.
const MEMBER_PERMISSIONS = ['read:companies', 'read:projects', 'read:properties', 'create:properties'];
const VIEWER_PERMISSIONS = ['read:companies', 'read:projects', 'read:properties'];

export type DemoUser = {
  email: string;
  name: string;
  /** Stable subject, as Auth0 would give a database connection user. */
  sub: string;
  permissions: readonly string[];
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@inbest.test',
    name: 'Andrea Gómez',
    sub: 'auth0|inbest-admin',
    permissions: PLATFORM_ADMIN_PERMISSIONS,
  },
  {
    email: 'owner@inbest.test',
    name: 'Olga Restrepo',
    sub: 'auth0|inbest-owner',
    permissions: MANAGER_PERMISSIONS,
  },
  {
    email: 'member@inbest.test',
    name: 'Mateo Cárdenas',
    sub: 'auth0|inbest-member',
    permissions: MEMBER_PERMISSIONS,
  },
  {
    email: 'viewer@inbest.test',
    name: 'Valentina Ríos',
    sub: 'auth0|inbest-viewer',
    permissions: VIEWER_PERMISSIONS,
  },
  {
    email: 'owner2@inbest.test',
    name: 'Santiago Mejía',
    sub: 'auth0|inbest-owner2',
    permissions: MANAGER_PERMISSIONS,
  },
];

/** Every permission the API defines; the identity provider offers these as scopes. */
export const API_PERMISSIONS = PLATFORM_ADMIN_PERMISSIONS;
