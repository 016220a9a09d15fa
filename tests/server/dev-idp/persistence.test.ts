import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/demo/demo-users';
import type { RunningDevIdp } from '#server/auth/dev-idp/start';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  passwordGrant,
  pkcePair,
  signInWithBrowser,
  startTestIdp,
  temporaryDataDir,
  tokenRequest,
  verifyAsApi,
} from './dev-idp-harness';

describe('development identity provider: restart on the same data directory', () => {
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let first: RunningDevIdp;
  let second: RunningDevIdp | undefined;

  beforeAll(async () => {
    const data = await temporaryDataDir();
    dataDir = data.dir;
    cleanup = data.remove;
    first = await startTestIdp(dataDir);
  });
  afterAll(async () => {
    await second?.close();
    await cleanup();
  });

  it('still honours tokens, refresh tokens and browser sessions issued before the restart', async () => {
    const issued = await passwordGrant(first.issuer, 'owner2@inbest.test', DEMO_PASSWORD);
    const browser = new Browser();
    await signInWithBrowser(browser, first.issuer, 'admin@inbest.test', pkcePair().challenge);
    await first.close();

    second = await startTestIdp(dataDir, { port: Number(new URL(first.issuer).port) });
    expect(second.issuer).toBe(first.issuer);

    const claims = await verifyAsApi(second.issuer, issued.body.access_token);
    expect(claims.sub).toBe('auth0|inbest-owner2');

    const refreshed = await tokenRequest(second.issuer, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: issued.body.refresh_token ?? '',
    });
    expect(refreshed.response.status).toBe(200);
    expect((await verifyAsApi(second.issuer, refreshed.body.access_token)).sub).toBe('auth0|inbest-owner2');

    // The browser is still signed in: the next authorization request returns a code without the login page.
    const again = await browser.followRedirects(
      await browser.request(authorizeUrl(second.issuer, pkcePair().challenge, 'estado-2')),
      second.issuer
    );
    expect(again.leftTo?.searchParams.get('code')).toEqual(expect.any(String));
  });
});
