import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevIdp } from '#server/auth/dev-idp/start';
import {
  APP_ORIGIN,
  APP_SCOPE,
  AUDIENCE,
  authorizeUrl,
  Browser,
  CALLBACK,
  CLIENT_ID,
  decodeJwt,
  formActions,
  FROM_APP,
  pkcePair,
  signInWithBrowser,
  startTestIdp,
  temporaryDataDir,
  tokenRequest,
  verifyAsApi,
} from './dev-idp-harness';

describe('development identity provider: browser login with code and PKCE', () => {
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

  /** Opens the login page for a new authorization request. */
  async function openLoginPage(browser: Browser, challenge: string) {
    const start = await browser.request(authorizeUrl(idp.issuer, challenge));
    const { response, leftTo } = await browser.followRedirects(start, idp.issuer);
    expect(leftTo).toBeUndefined();
    expect(response.status).toBe(200);
    return { html: await response.text() };
  }

  it('shows the Spanish login page with the demo accounts', async () => {
    const { html } = await openLoginPage(new Browser(), pkcePair().challenge);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Iniciar sesión — In-Best</title>');
    expect(html).toContain('<h1>Iniciar sesión en In-Best</h1>');
    expect(html).toMatch(
      /<label for="email">Correo electrónico<\/label>\s*<input id="email" name="email" type="email"/
    );
    expect(html).toMatch(
      /<label for="password">Contraseña<\/label>\s*<input id="password" name="password" type="password"/
    );
    expect(html).toContain('>Ingresar</button>');
    expect(html).toContain('>Cancelar</button>');
    expect(html).toContain('Cuentas de demostración');
    expect(html).toContain('Andrea Gómez<span>admin@inbest.test</span>');
    expect(html).toContain('Contraseña de las cuentas de demostración: inbest-demo');
  });

  it('re-renders with an error and the typed email, escaped, after wrong credentials', async () => {
    const browser = new Browser();
    const { html } = await openLoginPage(browser, pkcePair().challenge);
    const [login = ''] = formActions(html);
    const typed = 'admin@inbest.test"><script>alert(1)</script>';
    const response = await browser.submit(new URL(login, idp.issuer), { email: typed, password: 'otra' });
    const page = await response.text();
    expect(page).toContain('Correo o contraseña incorrectos.');
    expect(page).toContain('value="admin@inbest.test&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('signs in, returns a code to the app, and the code becomes tokens the API accepts, then refreshes', async () => {
    const pkce = pkcePair();
    const leftTo = await signInWithBrowser(new Browser(), idp.issuer, 'owner@inbest.test', pkce.challenge);
    expect(leftTo?.origin + (leftTo?.pathname ?? '')).toBe(CALLBACK);
    expect(leftTo?.searchParams.get('state')).toBe('estado-1');
    const code = leftTo?.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    // auth0-spa-js's token call is cross-origin with a custom header: the preflight must pass.
    const preflight = await fetch(new URL('oauth/token', idp.issuer), {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'auth0-client,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('auth0-client');

    const exchanged = await tokenRequest(
      idp.issuer,
      {
        client_id: CLIENT_ID,
        grant_type: 'authorization_code',
        code,
        code_verifier: pkce.verifier,
        redirect_uri: CALLBACK,
      },
      FROM_APP
    );
    expect(exchanged.response.status).toBe(200);
    expect(exchanged.response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const claims = await verifyAsApi(idp.issuer, exchanged.body.access_token);
    expect(claims).toMatchObject({
      sub: 'auth0|inbest-owner',
      'https://inbest.app/email': 'owner@inbest.test',
      'https://inbest.app/name': 'Olga Restrepo',
    });
    expect(claims.permissions).toContain('delete:properties');
    expect(claims.permissions).not.toContain('read:all_companies');
    expect(String(claims.scope)).not.toContain('read:all_companies');
    expect(String(claims.scope)).not.toContain('manage:all_companies');
    expect(decodeJwt(exchanged.body.id_token ?? '')).toMatchObject({
      aud: CLIENT_ID,
      nonce: 'nonce-1',
      email: 'owner@inbest.test',
      name: 'Olga Restrepo',
    });

    // auth0-spa-js refreshes with the whole original scope and audience, including scopes the owner lacks.
    const refreshed = await tokenRequest(
      idp.issuer,
      {
        client_id: CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: exchanged.body.refresh_token ?? '',
        redirect_uri: APP_ORIGIN,
        audience: AUDIENCE,
        scope: APP_SCOPE,
      },
      FROM_APP
    );
    expect(refreshed.response.status).toBe(200);
    const refreshedClaims = await verifyAsApi(idp.issuer, refreshed.body.access_token);
    expect(refreshedClaims.sub).toBe('auth0|inbest-owner');
    expect(refreshedClaims.permissions).toEqual(claims.permissions);
    expect(String(refreshedClaims.scope)).not.toContain('read:all_companies');
    expect(decodeJwt(refreshed.body.id_token ?? '')).toMatchObject({
      aud: CLIENT_ID,
      email: 'owner@inbest.test',
    });
  });

  it('signs in with one click on a demo account', async () => {
    const browser = new Browser();
    const { html } = await openLoginPage(browser, pkcePair().challenge);
    const demo = formActions(html).find((action) => action.endsWith('/demo')) ?? '';
    const submitted = await browser.submit(new URL(demo, idp.issuer), { email: 'viewer@inbest.test' });
    const { leftTo } = await browser.followRedirects(submitted, idp.issuer);
    expect(leftTo?.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('sends the user back to the app with access_denied when they cancel', async () => {
    const browser = new Browser();
    const { html } = await openLoginPage(browser, pkcePair().challenge);
    const abort = formActions(html).find((action) => action.endsWith('/abort')) ?? '';
    const { leftTo } = await browser.followRedirects(
      await browser.submit(new URL(abort, idp.issuer), {}),
      idp.issuer
    );
    expect(leftTo?.origin + (leftTo?.pathname ?? '')).toBe(CALLBACK);
    expect(leftTo?.searchParams.get('error')).toBe('access_denied');
    expect(leftTo?.searchParams.get('state')).toBe('estado-1');
  });

  it('explains in Spanish when a login page is used after its request is gone', async () => {
    const response = await new Browser().request(new URL('interaction/desconocida', idp.issuer));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('El inicio de sesión venció');
  });

  it('keeps the session for the next login and ends it on logout, landing back on the app', async () => {
    const browser = new Browser();
    await signInWithBrowser(browser, idp.issuer, 'member@inbest.test', pkcePair().challenge);

    const again = await browser.followRedirects(
      await browser.request(authorizeUrl(idp.issuer, pkcePair().challenge, 'estado-2')),
      idp.issuer
    );
    expect(again.leftTo?.searchParams.get('code')).toEqual(expect.any(String));

    const logoutUrl = new URL('v2/logout', idp.issuer);
    logoutUrl.search = new URLSearchParams({ client_id: CLIENT_ID, returnTo: APP_ORIGIN }).toString();
    const confirmation = await browser.request(logoutUrl);
    expect(confirmation.status).toBe(200);
    const page = await confirmation.text();
    // The page submits itself through a script file, as the provider's policy allows no inline script.
    expect(page).toContain('<script src="/static/logout.js"></script>');
    const script = await browser.request(new URL('/static/logout.js', idp.issuer));
    expect(await script.text()).toContain('document.forms[0].submit()');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const { leftTo } = await browser.followRedirects(
      await browser.submit(new URL(action, idp.issuer), { xsrf, logout: 'yes' }),
      idp.issuer
    );
    expect(leftTo?.href).toBe(`${APP_ORIGIN}/`);

    const afterLogout = await browser.followRedirects(
      await browser.request(authorizeUrl(idp.issuer, pkcePair().challenge, 'estado-3')),
      idp.issuer
    );
    expect(afterLogout.leftTo).toBeUndefined();
    expect(await afterLogout.response.text()).toContain('Iniciar sesión en In-Best');
  });
});
