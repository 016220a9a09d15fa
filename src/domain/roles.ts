import { z } from 'zod';
import { COMPANY_ROLES, type CompanyRole } from './company-roles';

export type { CompanyRole } from './company-roles';

/** A user's role inside one company. */
// Inlined in the OpenAPI document: a shared component would absorb the nullability of one use.
export const CompanyRoleSchema = z.enum(COMPANY_ROLES);

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  OWNER: 'Propietario',
  ADMIN: 'Administrador',
  MEMBER: 'Miembro',
  VIEWER: 'Observador',
};
