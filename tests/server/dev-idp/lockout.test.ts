import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/demo/demo-users';
import { LOCKOUT_FAILURES, LOCKOUT_MS } from '#server/auth/dev-idp/lockout';
import type { RunningDevIdp } from '#server/auth/dev-idp/start';
import {
  authorizeUrl,
  Browser,
  formActions,
  passwordGrant,
  pkcePair,
  signInWithBrowser,
  startTestIdp,
  temporaryDataDir,
} from './dev-idp-harness';

const LOCKED = 'Demasiados intentos fallidos: esta cuenta quedó bloqueada durante 15 minutos.';

describe('development identity provider: lockout after repeated wrong passwords', () => {
  let idp: RunningDevIdp;
  let cleanup: () => Promise<void>;
  // The provider's own clock for the lockout: moved forward instead of waiting fifteen minutes.
  let now = Date.now();

  beforeAll(async () => {
    const data = await temporaryDataDir();
    cleanup = data.remove;
    idp = await startTestIdp(data.dir, { clock: () => now });
  });
  afterAll(async () => {
    await idp.close();
    await cleanup();
  });

  /** Opens the login page of a fresh authorization request; returns the browser and the form's target. */
  async function loginForm() {
    const browser = new Browser();
    const start = await browser.followRedirects(
      await browser.request(authorizeUrl(idp.issuer, pkcePair().challenge)),
      idp.issuer
    );
    const [login = ''] = formActions(await start.response.text());
    return { browser, login: new URL(login, idp.issuer) };
  }

  const tryPassword = async (form: Awaited<ReturnType<typeof loginForm>>, email: string, password: string) =>
    (await form.browser.submit(form.login, { email, password })).text();

  it('locks the account on the login page after five wrong passwords, even against the right one, for 15 minutes', async () => {
    const form = await loginForm();
    for (let i = 1; i < LOCKOUT_FAILURES; i++) {
      expect(await tryPassword(form, 'owner@inbest.test', `mala-${i}`)).toContain(
        'Correo o contraseña incorrectos.'
      );
    }
    expect(await tryPassword(form, 'OWNER@inbest.test', 'mala-5')).toContain(LOCKED);
    expect(await tryPassword(form, 'owner@inbest.test', DEMO_PASSWORD)).toContain(LOCKED);
    expect(
      await signInWithBrowser(new Browser(), idp.issuer, 'owner@inbest.test', pkcePair().challenge)
    ).toBeUndefined();
    const demo = await loginForm();
    const demoAction = new URL(demo.login.href.replace(/\/login$/, '/demo'));
    expect(await (await demo.browser.submit(demoAction, { email: 'owner@inbest.test' })).text()).toContain(
      LOCKED
    );
    // Other accounts are unaffected.
    expect((await passwordGrant(idp.issuer, 'member@inbest.test', DEMO_PASSWORD)).response.status).toBe(200);

    now += LOCKOUT_MS - 1000;
    expect((await passwordGrant(idp.issuer, 'owner@inbest.test', DEMO_PASSWORD)).response.status).toBe(429);
    now += 2000;
    const leftTo = await signInWithBrowser(
      new Browser(),
      idp.issuer,
      'owner@inbest.test',
      pkcePair().challenge
    );
    expect(leftTo?.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('locks the password grant the same way, with Auth0’s answer', async () => {
    for (let i = 1; i < LOCKOUT_FAILURES; i++) {
      expect((await passwordGrant(idp.issuer, 'viewer@inbest.test', 'mala')).response.status).toBe(403);
    }
    const locked = await passwordGrant(idp.issuer, 'viewer@inbest.test', 'mala');
    expect(locked.response.status).toBe(429);
    expect(locked.body).toMatchObject({ error: 'too_many_attempts' });
    expect((await passwordGrant(idp.issuer, 'viewer@inbest.test', DEMO_PASSWORD)).response.status).toBe(429);
  });

  it('treats an address without an account exactly like one with an account', async () => {
    const form = await loginForm();
    for (let i = 1; i < LOCKOUT_FAILURES; i++) await tryPassword(form, 'nadie@inbest.test', 'mala');
    expect(await tryPassword(form, 'nadie@inbest.test', 'mala')).toContain(LOCKED);
  });

  it('forgets wrong passwords after a successful sign-in', async () => {
    const form = await loginForm();
    for (let i = 1; i < LOCKOUT_FAILURES; i++) await tryPassword(form, 'admin@inbest.test', 'mala');
    expect((await passwordGrant(idp.issuer, 'admin@inbest.test', DEMO_PASSWORD)).response.status).toBe(200);
    expect((await passwordGrant(idp.issuer, 'admin@inbest.test', 'mala')).response.status).toBe(403);
  });
});
