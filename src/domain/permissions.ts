import { PROPERTY_TYPES, type PropertyType } from './property-types';
import { PROPERTY_STATUSES, type PropertyStatus } from './property-statuses';
import type { CompanyRole } from './company-roles';

// The one answer to "who may do what". The server applies it to every operation; page machines ask the same
// functions to show, hide or disable controls. A role list written anywhere else is a second policy that will drift.

// The scopes this policy reads, and the only place that reads a token's scopes. The web requests the CRUD scopes of
// the spec (read, create, update, delete × companies, projects, properties) and Auth0 puts them in the token, but they
// grant nothing: what a user may do in a company is their role there. Only these three are consumed.

/** Auth0 permission: read every company of the platform (a read-only auditor has only this). */
export const PERMISSION_READ_ALL_COMPANIES = 'read:all_companies';
/** Auth0 permission: change and delete in every company of the platform. */
export const PERMISSION_MANAGE_ALL_COMPANIES = 'manage:all_companies';
/**
 * Auth0 permission: read as advice only (spec §2, §6): the create-company form warns a token without it. The server
 * never refuses for it, since any signed-in user may create a company ('company.create').
 */
export const PERMISSION_CREATE_COMPANIES = 'create:companies';

/** The token scopes the policy reads; every other scope is requested as the spec says and grants nothing. */
export const CONSUMED_SCOPES = [
  PERMISSION_READ_ALL_COMPANIES,
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_CREATE_COMPANIES,
] as const;

/** The CRUD scopes the web requests (spec §6); apart from create:companies they grant nothing. */
export const CRUD_SCOPES = ['companies', 'projects', 'properties'].flatMap((r) =>
  ['read', 'create', 'update', 'delete'].map((v) => `${v}:${r}`)
);

/** Scopes the web app requests (spec §6). */
export const REQUESTED_SCOPES = [
  'openid',
  'profile',
  'email',
  'offline_access',
  ...CRUD_SCOPES,
  PERMISSION_READ_ALL_COMPANIES,
  PERMISSION_MANAGE_ALL_COMPANIES,
].join(' ');

const ALL: readonly CompanyRole[] = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'];
const MANAGERS: readonly CompanyRole[] = ['OWNER', 'ADMIN'];
const CONTRIBUTORS: readonly CompanyRole[] = ['OWNER', 'ADMIN', 'MEMBER'];

/** How an action is decided. */
export type Rule =
  /** Anyone, without a token (public pages, the investor assistant, signed upload links). */
  | { kind: 'public' }
  /** Any signed-in user; what they see is limited to their own data by the query itself. */
  | { kind: 'signedIn' }
  /** A token permission alone, whatever the company roles (platform-admin screens). */
  | { kind: 'platform'; permission: string }
  /** A role in the company the action touches, or the platform permission that covers every company. */
  | { kind: 'company'; roles: readonly CompanyRole[]; platform: string }
  /** A token permission the web reads as advice only; no operation may name it, so the server never refuses by it. */
  | { kind: 'advice'; permission: string };

const company = (roles: readonly CompanyRole[], platform: 'read' | 'manage'): Rule => ({
  kind: 'company',
  roles,
  platform: platform === 'read' ? PERMISSION_READ_ALL_COMPANIES : PERMISSION_MANAGE_ALL_COMPANIES,
});

/** Every action of the product and its rule (spec §2 and §5 role rules). */
export const POLICY = {
  'public.read': { kind: 'public' },
  'profile.read': { kind: 'signedIn' },
  // Accepting or declining an invitation addressed to one's own e-mail; the query finds only those.
  'invitation.respond': { kind: 'signedIn' },
  'company.list': { kind: 'signedIn' },
  'company.create': { kind: 'signedIn' },
  // The create-company form's warning (spec §6); creating is 'company.create', open to every signed-in user.
  'company.createPerToken': { kind: 'advice', permission: PERMISSION_CREATE_COMPANIES },
  'documentType.read': { kind: 'signedIn' },
  'company.read': company(ALL, 'read'),
  'company.update': company(MANAGERS, 'manage'),
  'company.delete': company(MANAGERS, 'manage'),
  'member.read': company(ALL, 'read'),
  'member.manage': company(MANAGERS, 'manage'),
  'dashboard.read': company(ALL, 'read'),
  'project.read': company(ALL, 'read'),
  'project.create': company(MANAGERS, 'manage'),
  'project.update': company(MANAGERS, 'manage'),
  'project.delete': company(MANAGERS, 'manage'),
  'model.read': company(ALL, 'read'),
  'model.create': company(MANAGERS, 'manage'),
  'model.update': company(MANAGERS, 'manage'),
  'model.delete': company(MANAGERS, 'manage'),
  'property.read': company(ALL, 'read'),
  // Which types each role may create is narrowed further by PROPERTY_TYPES_BY_ROLE.
  'property.create': company(CONTRIBUTORS, 'manage'),
  'property.update': company(MANAGERS, 'manage'),
  'property.delete': company(MANAGERS, 'manage'),
  // Holding a unit back from sale (and releasing it) is the company's decision, not a salesperson's.
  'unit.block': company(MANAGERS, 'manage'),
  'upload.create': company(CONTRIBUTORS, 'manage'),
  // The sales team works its leads; a VIEWER follows the pipeline without touching it.
  'lead.read': company(ALL, 'read'),
  'lead.create': company(CONTRIBUTORS, 'manage'),
  'lead.update': company(CONTRIBUTORS, 'manage'),
  // Who works which lead is the managers' call; anyone but a VIEWER may be given one.
  'lead.assign': company(MANAGERS, 'manage'),
  // The website capture key, its allowed origins, the rotation of new leads and the WhatsApp template.
  'lead_capture.manage': company(MANAGERS, 'manage'),
  // Follow-up tasks and sales-room visits are the sales team's daily work; everyone in the company reads them.
  'task.manage': company(CONTRIBUTORS, 'manage'),
  'visit.manage': company(CONTRIBUTORS, 'manage'),
  // The constructor workspace: anyone who works on site records an inspection or a delivery; targets are managers'.
  'activity.create': company(CONTRIBUTORS, 'manage'),
  'revenueTarget.update': company(MANAGERS, 'manage'),
  // Habeas Data: the treatment policy, retention, and a person's data exported or anonymised from their lead.
  'privacy.manage': company(MANAGERS, 'manage'),
  // The sale (issue 28): the sales team holds a unit for a lead; releasing it, selling and collecting are managers'.
  'sale.read': company(ALL, 'read'),
  'reservation.create': company(CONTRIBUTORS, 'manage'),
  'reservation.release': company(MANAGERS, 'manage'),
  'sale.create': company(MANAGERS, 'manage'),
  'payment.record': company(MANAGERS, 'manage'),
  // Quotes (cotizaciones): the sales team offers units; a discount above the company's cap waits for a manager.
  'quote.read': company(ALL, 'read'),
  'quote.create': company(CONTRIBUTORS, 'manage'),
  'quote.approve': company(MANAGERS, 'manage'),
  'platform.read': { kind: 'platform', permission: PERMISSION_READ_ALL_COMPANIES },
  'platform.delete': { kind: 'platform', permission: PERMISSION_MANAGE_ALL_COMPANIES },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;
export const ACTIONS = Object.keys(POLICY) as Action[];
/** The actions an OpenAPI operation may name: every one but the web's advice. */
export const OPERATION_ACTIONS = ACTIONS.filter((a) => POLICY[a].kind !== 'advice');

/** Spec §5: property types a role may create. OWNER and ADMIN all five, MEMBER apartment and house, VIEWER none. */
const PROPERTY_TYPES_BY_ROLE: Record<CompanyRole, readonly PropertyType[]> = {
  OWNER: PROPERTY_TYPES,
  ADMIN: PROPERTY_TYPES,
  MEMBER: ['apartment', 'house'],
  VIEWER: [],
};

/** The caller as the policy sees it inside one company: their role there (if any) and the token's permissions. */
export type Grant = { role: CompanyRole | null | undefined; permissions: readonly string[] };

/** Whether a caller with this grant may perform the action (for company actions: in the company of the grant). */
export function allows(action: Action, grant: Grant): boolean {
  const rule: Rule = POLICY[action];
  switch (rule.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'platform':
    case 'advice':
      return grant.permissions.includes(rule.permission);
    case 'company':
      return (
        grant.permissions.includes(rule.platform) || (grant.role != null && rule.roles.includes(grant.role))
      );
  }
}

/** The property types this grant may create; every type for the platform permission that manages all companies. */
export function creatablePropertyTypes(grant: Grant): readonly PropertyType[] {
  if (grant.permissions.includes(PERMISSION_MANAGE_ALL_COMPANIES)) return PROPERTY_TYPES;
  return grant.role ? PROPERTY_TYPES_BY_ROLE[grant.role] : [];
}

/**
 * The statuses this grant may give a property it creates: exactly those it may set by editing one. Who may edit
 * ('property.update') may create in any status; who may only create gets the status of a unit nobody has sold,
 * reserved or rented yet — otherwise a creation would be a sale the role could neither record nor undo by editing.
 */
export function creatablePropertyStatuses(grant: Grant): readonly PropertyStatus[] {
  if (allows('property.update', grant)) return PROPERTY_STATUSES;
  return allows('property.create', grant) ? ['AVAILABLE'] : [];
}

/**
 * The roles this grant may give, change or take away among a company's members ('member.manage' first). Only an
 * OWNER, or the platform permission that manages every company, touches the OWNER role.
 */
export function assignableRoles(grant: Grant): readonly CompanyRole[] {
  if (!allows('member.manage', grant)) return [];
  if (grant.role === 'OWNER' || grant.permissions.includes(PERMISSION_MANAGE_ALL_COMPANIES)) return ALL;
  return ['ADMIN', 'MEMBER', 'VIEWER'];
}

/** What the web knows of the signed-in user: their role in each company and the token's permissions. */
export type Access = { roles: Readonly<Record<number, CompanyRole>>; permissions: readonly string[] };

export const NO_ACCESS: Access = { roles: {}, permissions: [] };

/** The grant of an access inside one company (no company: platform permissions only). */
export const grantIn = (access: Access, companyId: number | null | undefined): Grant => ({
  role: companyId == null ? null : access.roles[companyId],
  permissions: access.permissions,
});

/** Whether the signed-in user may perform the action in the company (views and page machines ask this). */
export const can = (access: Access, action: Action, companyId?: number | null): boolean =>
  allows(action, grantIn(access, companyId));

/**
 * What a create or edit screen shows, instead of its form, to a role the policy refuses (spec §5: the role is named
 * up front, as on the create-property screen, never learnt on submit).
 */
export const roleDeniedNotice = (role: CompanyRole | null, what: string) => ({
  title: 'Permisos insuficientes',
  message: `Tu rol (${role ?? 'sin rol'}) no permite ${what}. Contacta al administrador de la empresa para solicitar permisos.`,
});
