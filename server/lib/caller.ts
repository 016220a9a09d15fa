import type { CompanyRole } from '#domain/roles';

/** What a verified token says of its bearer: the caller's row is read from its subject (server/auth/caller-read.ts). */
export type Identity = { sub: string; email: string; name: string | null; permissions: readonly string[] };

/** Who is calling: the provisioned user row and what the token allows. */
export type Caller = {
  userId: number;
  email: string;
  sub: string;
  /** The token's permissions; what they allow is decided by the policy (src/domain/permissions.ts). */
  permissions: readonly string[];
  /**
   * The caller's role in each of their companies, read in the same statement as the user row at the start of this
   * request (never kept across requests, so a role change or a removal counts from the next call). Absent on a
   * user's first call; the role is then read from the database when needed.
   */
  roles?: ReadonlyMap<number, CompanyRole>;
};
