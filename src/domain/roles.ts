import { z } from 'zod';
import { PERMISSION_MANAGE_ALL_COMPANIES, PERMISSION_READ_ALL_COMPANIES } from './permissions';

/** A user's role inside one company. */
// Inlined in the OpenAPI document: a shared component would absorb the nullability of one use.
export const CompanyRoleSchema = z.enum(['OWNER', 'ADMIN', 'MEMBER', 'VIEWER']);
export type CompanyRole = z.infer<typeof CompanyRoleSchema>;

/** The spec's default when a profile carries no role. */
export const DEFAULT_COMPANY_ROLE: CompanyRole = 'OWNER';

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  OWNER: 'Propietario',
  ADMIN: 'Administrador',
  MEMBER: 'Miembro',
  VIEWER: 'Observador',
};

/** OWNER and ADMIN manage a company's data; MEMBER and VIEWER mostly read. */
export const canManage = (role: CompanyRole | null | undefined) => role === 'OWNER' || role === 'ADMIN';

/** Scopes the web app requests (spec §6). */
export const REQUESTED_SCOPES = [
  'openid',
  'profile',
  'email',
  'offline_access',
  ...['companies', 'projects', 'properties'].flatMap((r) =>
    ['read', 'create', 'update', 'delete'].map((v) => `${v}:${r}`)
  ),
  PERMISSION_READ_ALL_COMPANIES,
  PERMISSION_MANAGE_ALL_COMPANIES,
].join(' ');
