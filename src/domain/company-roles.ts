// Kept apart from roles.ts, which builds the zod schema: the session and the permissions policy need only these
// values, and the web app's entry chunk loads them, not zod.

/** A user's roles inside one company, strongest first. */
export const COMPANY_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The spec's default when a profile carries no role. */
export const DEFAULT_COMPANY_ROLE: CompanyRole = 'OWNER';
