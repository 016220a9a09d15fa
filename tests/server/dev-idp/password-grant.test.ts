import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/demo/demo-users';
import type { RunningDevIdp } from '#server/auth/dev-idp/start';
import {
  AUDIENCE,
  CLIENT_ID,
  decodeJwt,
  passwordGrant,
  startTestIdp,
  temporaryDataDir,
  tokenRequest,
  verifyAsApi,
} from './dev-idp-harness';

describe('development identity provider: password grant', () => {
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

  it('gives the platform admin a token the API accepts, with permissions, email and name', async () => {
    const { response, body } = await passwordGrant(idp.issuer, 'admin@inbest.test', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.refresh_token).toEqual(expect.any(String));

    const claims = await verifyAsApi(idp.issuer, body.access_token);
    expect(claims).toMatchObject({
      iss: idp.issuer,
      aud: AUDIENCE,
      sub: 'auth0|inbest-admin',
      azp: CLIENT_ID,
      'https://inbest.app/email': 'admin@inbest.test',
      'https://inbest.app/name': 'Andrea Gómez',
    });
    expect(claims.permissions).toEqual(
      expect.arrayContaining(['read:all_companies', 'manage:all_companies'])
    );
    expect(String(claims.scope).split(' ')).toEqual(
      expect.arrayContaining(['read:all_companies', 'manage:all_companies'])
    );
  });

  it('counts a wrong password in its /metrics, without naming the address', async () => {
    const failures = async () => {
      const text = await (await fetch(new URL('metrics', idp.issuer))).text();
      return Number(/^inbest_login_failures_total\{source="dev_idp"\} (\d+)$/m.exec(text)?.[1]);
    };
    const before = await failures();
    const { response } = await passwordGrant(idp.issuer, 'metricas@inbest.test', 'no-es-la-clave');
    expect(response.status).toBe(403);
    expect(await failures()).toBe(before + 1);
    expect(await (await fetch(new URL('metrics', idp.issuer))).text()).not.toContain('metricas@');
  });

  it('keeps platform-wide reading away from a viewer, in permissions and in scope', async () => {
    const { body } = await passwordGrant(idp.issuer, 'viewer@inbest.test', DEMO_PASSWORD);
    const claims = await verifyAsApi(idp.issuer, body.access_token);
    expect(claims.permissions).toEqual(['read:companies', 'read:projects', 'read:properties']);
    expect(String(claims.scope).split(' ').sort()).toEqual([
      'read:companies',
      'read:projects',
      'read:properties',
    ]);
    expect(body.scope).not.toContain('create:companies');
    expect(body.scope).toContain('openid');
  });

  it('accepts the email in any letter case and returns an ID token with the profile', async () => {
    const { body } = await passwordGrant(idp.issuer, 'Owner@INBEST.test', DEMO_PASSWORD);
    expect(body.id_token).toEqual(expect.any(String));
    expect(decodeJwt(body.id_token ?? '')).toMatchObject({
      iss: idp.issuer,
      aud: CLIENT_ID,
      sub: 'auth0|inbest-owner',
      email: 'owner@inbest.test',
      email_verified: true,
      name: 'Olga Restrepo',
    });
  });

  it('refuses a wrong password the way Auth0 does', async () => {
    const { response, body } = await passwordGrant(idp.issuer, 'admin@inbest.test', 'incorrecta');
    expect(response.status).toBe(403);
    expect(body).toEqual({ error: 'invalid_grant', error_description: 'Wrong email or password.' });
  });

  it('refuses an account that does not exist with the same answer', async () => {
    const { response, body } = await passwordGrant(idp.issuer, 'nadie@inbest.test', DEMO_PASSWORD);
    expect(response.status).toBe(403);
    expect(body.error).toBe('invalid_grant');
  });

  it('refuses an audience that is not the API', async () => {
    const { response, body } = await tokenRequest(idp.issuer, {
      grant_type: 'password',
      username: 'admin@inbest.test',
      password: DEMO_PASSWORD,
      client_id: CLIENT_ID,
      audience: 'https://otra-api.example',
    });
    expect(response.status).toBe(403);
    expect(body.error).toBe('access_denied');
  });

  it('issues no refresh token unless offline access is requested', async () => {
    const { body } = await passwordGrant(
      idp.issuer,
      'member@inbest.test',
      DEMO_PASSWORD,
      'openid read:companies'
    );
    expect(body.refresh_token).toBeUndefined();
    expect(body.scope).toBe('openid read:companies');
  });

  it('exchanges its refresh token for a new access token with the same rights', async () => {
    const first = await passwordGrant(idp.issuer, 'member@inbest.test', DEMO_PASSWORD);
    const { response, body } = await tokenRequest(idp.issuer, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: first.body.refresh_token ?? '',
    });
    expect(response.status).toBe(200);
    const claims = await verifyAsApi(idp.issuer, body.access_token);
    expect(claims.sub).toBe('auth0|inbest-member');
    expect(claims['https://inbest.app/email']).toBe('member@inbest.test');
    expect(claims.permissions).toContain('create:properties');
    expect(String(claims.scope)).not.toContain('create:companies');
  });

  it('keeps refreshing with each new refresh token it hands out', async () => {
    let refreshToken =
      (await passwordGrant(idp.issuer, 'owner@inbest.test', DEMO_PASSWORD)).body.refresh_token ?? '';
    for (let round = 0; round < 3; round += 1) {
      const { response, body } = await tokenRequest(idp.issuer, {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: refreshToken,
      });
      expect(response.status).toBe(200);
      refreshToken = body.refresh_token ?? refreshToken;
    }
  });

  it('stops refreshing once the refresh token is revoked at logout', async () => {
    const { body } = await passwordGrant(idp.issuer, 'viewer@inbest.test', DEMO_PASSWORD);
    const revoked = await fetch(new URL('oauth/revoke', idp.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, token: body.refresh_token ?? '' }),
    });
    expect(revoked.status).toBe(200);
    const refreshed = await tokenRequest(idp.issuer, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: body.refresh_token ?? '',
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });
});

describe('development identity provider: access-token lifetime', () => {
  it('issues access tokens that live as long as configured', async () => {
    const data = await temporaryDataDir();
    const idp = await startTestIdp(data.dir, { accessTokenTtlSeconds: 5 });
    try {
      const { body } = await passwordGrant(idp.issuer, 'admin@inbest.test', DEMO_PASSWORD);
      expect(body.expires_in).toBe(5);
      const claims = await verifyAsApi(idp.issuer, body.access_token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(5);
    } finally {
      await idp.close();
      await data.remove();
    }
  });
});
