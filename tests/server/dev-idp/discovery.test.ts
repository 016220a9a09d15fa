import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevIdp } from '#server/auth/dev-idp/start';
import { startTestIdp, temporaryDataDir } from './dev-idp-harness';

describe('development identity provider: discovery', () => {
  let idp: RunningDevIdp;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const data = await temporaryDataDir();
    cleanup = data.remove;
    idp = await startTestIdp(data.dir);
  });
  afterAll(async () => {
    await idp.close();
    await cleanup();
  });

  it('names an Auth0-style issuer on the port it actually bound', () => {
    expect(idp.issuer).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(idp.issuer).not.toBe('http://localhost:0/');
  });

  it('publishes the Auth0 endpoint layout in its OpenID configuration', async () => {
    const response = await fetch(new URL('.well-known/openid-configuration', idp.issuer));
    expect(response.status).toBe(200);
    const configuration = (await response.json()) as Record<string, unknown>;
    expect(configuration).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}authorize`,
      token_endpoint: `${idp.issuer}oauth/token`,
      end_session_endpoint: `${idp.issuer}v2/logout`,
      revocation_endpoint: `${idp.issuer}oauth/revoke`,
      jwks_uri: `${idp.issuer}.well-known/jwks.json`,
      userinfo_endpoint: `${idp.issuer}userinfo`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(configuration.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'password'])
    );
  });

  it('serves a public RS256 signing key and never the private part', async () => {
    const response = await fetch(new URL('.well-known/jwks.json', idp.issuer));
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});
