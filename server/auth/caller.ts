import { PERMISSION_READ_ALL_COMPANIES } from '#domain/roles';
import type { TokenClaims } from './token-verifier';

/** Who is calling: the provisioned user row and what the token allows. */
export type Caller = {
  userId: number;
  email: string;
  sub: string;
  permissions: readonly string[];
  /** Platform administrators (permission read:all_companies) may read every company. */
  isPlatformAdmin: boolean;
};

export const isPlatformAdmin = (claims: Pick<TokenClaims, 'permissions'>) =>
  claims.permissions.includes(PERMISSION_READ_ALL_COMPANIES);
