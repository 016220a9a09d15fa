import { EMAIL_CLAIM, NAME_CLAIM } from './profile-claims';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** The claims the API relies on, read from a verified access token. */
export type TokenClaims = {
  sub: string;
  email: string | null;
  name: string | null;
  permissions: string[];
};

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

const stringClaim = (payload: JWTPayload, key: string) => {
  const value = payload[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/**
 * Verifies RS256 access tokens against a JWKS: signature, issuer, audience and a required, unexpired `exp`.
 * The same code serves the embedded provider and a real Auth0 tenant.
 */
export function createTokenVerifier(opts: {
  issuer: string;
  audience: string;
  jwks?: JWTVerifyGetKey;
}): TokenVerifier {
  const jwks = opts.jwks ?? createRemoteJWKSet(new URL('.well-known/jwks.json', opts.issuer));
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256'],
        // jose checks `exp` only when present: a token signed without one would never expire.
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
    if (!payload.sub) throw new InvalidTokenError('missing sub');
    const permissions = Array.isArray(payload.permissions)
      ? payload.permissions.filter((p): p is string => typeof p === 'string')
      : [];
    return {
      sub: payload.sub,
      email: stringClaim(payload, EMAIL_CLAIM) ?? stringClaim(payload, 'email'),
      name: stringClaim(payload, NAME_CLAIM) ?? stringClaim(payload, 'name'),
      permissions,
    };
  };
}
