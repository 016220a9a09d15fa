import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { EMAIL_CLAIM, NAME_CLAIM } from '#server/auth/profile-claims';

export const TEST_ISSUER = 'http://issuer.test/';
export const TEST_AUDIENCE = 'https://api.inbest.local';

export type TestPerson = { sub: string; email: string; name?: string; permissions?: string[] };

/** A local RS256 issuer: the API verifies its tokens exactly as it verifies the identity provider's. */
export async function createTestIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const jwks = createLocalJWKSet({ keys: [jwk] });

  const sign = (
    claims: JWTPayload,
    /** `expiresIn: null` signs a token without `exp`, as a careless or hostile issuer might. */
    opts: { audience?: string; expiresIn?: string | number | null; key?: CryptoKey } = {}
  ) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(TEST_ISSUER)
      .setAudience(opts.audience ?? TEST_AUDIENCE)
      .setIssuedAt();
    if (opts.expiresIn !== null) jwt.setExpirationTime(opts.expiresIn ?? '1h');
    return jwt.sign(opts.key ?? privateKey);
  };

  /** An access token shaped like the identity provider's for this person. */
  const tokenFor = (person: TestPerson, opts?: Parameters<typeof sign>[1]) =>
    sign(
      {
        sub: person.sub,
        permissions: person.permissions ?? [],
        [EMAIL_CLAIM]: person.email,
        [NAME_CLAIM]: person.name ?? person.email,
      },
      opts
    );

  return { jwks, sign, tokenFor };
}

/** An unsigned token (`alg: none`) as an attacker would forge it. */
export function unsignedToken(claims: JWTPayload) {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: TEST_ISSUER, aud: TEST_AUDIENCE, ...claims })}.`;
}
