import type { DemoUser } from '#server/demo/demo-users';

import { EMAIL_CLAIM, NAME_CLAIM } from '#server/auth/profile-claims';

/** Claims Auth0 (RBAC with "add permissions to the access token", plus the profile Action) puts in access tokens. */
export function accessTokenExtraClaims(user: DemoUser, clientId: string) {
  return {
    azp: clientId,
    permissions: [...user.permissions],
    [EMAIL_CLAIM]: user.email,
    [NAME_CLAIM]: user.name,
  };
}

/** Standard OpenID claims of a demo user, shaped like an Auth0 database-connection profile. */
export function profileClaims(user: DemoUser) {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: true,
    name: user.name,
    nickname: user.email.split('@')[0] ?? user.email,
  };
}
