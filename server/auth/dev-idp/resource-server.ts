import type { ResourceServer } from 'oidc-provider';

/**
 * oidc-provider speaks RFC 8707 resource indicators, which must be absolute URIs; Auth0 API identifiers may be
 * plain strings, so those are wrapped in a URN internally. The token's `aud` stays the plain audience.
 */
export function audienceToResource(audience: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(audience)
    ? audience
    : `urn:inbest-audience:${encodeURIComponent(audience)}`;
}

/** How access tokens for the API are minted: RS256-signed JWTs for the audience, limited to `scopes`. */
export function apiResourceServer(
  audience: string,
  accessTokenTtlSeconds: number,
  scopes: readonly string[]
): ResourceServer {
  return {
    audience,
    scope: scopes.join(' '),
    accessTokenFormat: 'jwt',
    accessTokenTTL: accessTokenTtlSeconds,
    jwt: { sign: { alg: 'RS256' } },
  };
}
