import { z } from 'zod';

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
