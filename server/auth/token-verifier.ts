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

// Verified tokens are remembered until they expire: a portal page makes several calls with the same token, and an
// RS256 signature check costs more CPU than most of those calls' queries (docs/benchmarks.md). Only successful
// verifications are kept, every hit re-checks `exp`, and the table is bounded.
const CACHE_LIMIT = 10_000;

/**
 * Verifies RS256 access tokens against a JWKS: signature, issuer, audience and a required, unexpired `exp`.
 * The same code serves the embedded provider and a real Auth0 tenant.
 */
export function createTokenVerifier(opts: {
  issuer: string;
  audience: string;
  jwks?: JWTVerifyGetKey;
}): TokenVerifier {
  const verify = createUncachedVerifier(opts);
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      verified.delete(token);
    }
    const { claims, exp } = await verify(token);
    if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: exp * 1000 });
    return claims;
  };
}

function createUncachedVerifier(opts: {
  issuer: string;
  audience: string;
  jwks?: JWTVerifyGetKey;
}): (token: string) => Promise<{ claims: TokenClaims; exp: number }> {
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
    const claims = {
      sub: payload.sub,
      email: stringClaim(payload, EMAIL_CLAIM) ?? stringClaim(payload, 'email'),
      name: stringClaim(payload, NAME_CLAIM) ?? stringClaim(payload, 'name'),
      permissions,
    };
    // requiredClaims guarantees a numeric `exp`.
    return { claims, exp: payload.exp! };
  };
}
