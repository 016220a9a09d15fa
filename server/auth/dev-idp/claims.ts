import type { DemoUser } from '#server/auth/demo-users';

/**
 * Auth0 access tokens carry no profile claims; an Auth0 Action adds them under a namespace. The API reads these
 * two names, so a real tenant needs the same Action.
 */
export const EMAIL_CLAIM = 'https://inbest.app/email';
export const NAME_CLAIM = 'https://inbest.app/name';

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
