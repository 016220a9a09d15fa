import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { JWK, JWKS } from 'oidc-provider';
import { readOrCreateSecret } from './persisted-secret';

const generateRsaKeyPair = promisify(generateKeyPair);

/** The RS256 private key that signs tokens, as a JWK set; generated once per data directory. */
export async function loadSigningKeys(idpDir: string): Promise<JWKS> {
  return readOrCreateSecret(join(idpDir, 'signing-keys.json'), async () => {
    const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: randomUUID() };
    return { keys: [jwk as JWK] };
  });
}

/** Keys that sign the provider's session and interaction cookies; generated once per data directory. */
export async function loadCookieKeys(idpDir: string): Promise<string[]> {
  return readOrCreateSecret(join(idpDir, 'cookie-keys.json'), async () => [
    randomBytes(32).toString('base64url'),
  ]);
}
