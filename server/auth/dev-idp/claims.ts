import { EMAIL_CLAIM, NAME_CLAIM } from '#server/auth/profile-claims';
import type { Account } from './accounts';

/** Claims Auth0 (RBAC with "add permissions to the access token", plus the profile Action) puts in access tokens. */
export function accessTokenExtraClaims(user: Account, clientId: string) {
  return {
    azp: clientId,
    permissions: [...user.permissions],
    [EMAIL_CLAIM]: user.email,
    [NAME_CLAIM]: user.name,
  };
}

/** Standard OpenID claims of an account, shaped like an Auth0 database-connection profile. */
export function profileClaims(user: Account) {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: user.emailVerified,
    name: user.name,
    nickname: user.email.split('@')[0] ?? user.email,
  };
}
