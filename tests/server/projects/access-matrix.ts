import type { CompanyRole } from '#domain/roles';
import type { Method, PersonKey } from './support';

/** Who may call an endpoint: any member, managers (OWNER/ADMIN), or creators of a given property type. */
export type Access = 'read' | 'manage' | 'create-basic-type' | 'create-managed-type';

/** One endpoint of the matrix: its rule, its success status and how to build a request against a company. */
export type MatrixCase = {
  name: string;
  access: Access;
  success: 200 | 201;
  request(companyId: number): Promise<{ method: Method; path: string; body?: unknown }>;
};

export type Target = 'own' | 'foreign';

// The actors of the matrix and their role in each company ('platform' passes everywhere).
const ROLE_IN: Record<PersonKey, Record<Target, CompanyRole | 'platform' | null>> = {
  owner: { own: 'OWNER', foreign: null },
  admin: { own: 'ADMIN', foreign: null },
  member: { own: 'MEMBER', foreign: null },
  viewer: { own: 'VIEWER', foreign: null },
  foreignOwner: { own: null, foreign: 'OWNER' },
  outsider: { own: null, foreign: null },
  platformAdmin: { own: 'platform', foreign: 'platform' },
};

const ALLOWED: Record<Access, readonly CompanyRole[]> = {
  read: ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'],
  manage: ['OWNER', 'ADMIN'],
  'create-basic-type': ['OWNER', 'ADMIN', 'MEMBER'],
  'create-managed-type': ['OWNER', 'ADMIN'],
};

export const ACTORS = Object.keys(ROLE_IN) as PersonKey[];
export const TARGETS: Target[] = ['own', 'foreign'];

/**
 * The status the server must answer: the case's success when the role allows it, 403 for a member whose role does
 * not, and 404 for someone outside the company, as if the entity did not exist.
 */
export function expectedStatus(testCase: MatrixCase, actor: PersonKey, target: Target): number {
  const role = ROLE_IN[actor][target];
  if (role === 'platform') return testCase.success;
  if (role === null) return 404;
  return ALLOWED[testCase.access].includes(role) ? testCase.success : 403;
}
