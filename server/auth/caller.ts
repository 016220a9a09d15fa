/** Who is calling: the provisioned user row and what the token allows. */
export type Caller = {
  userId: number;
  email: string;
  sub: string;
  /** The token's permissions; what they allow is decided by the policy (src/domain/permissions.ts). */
  permissions: readonly string[];
};
