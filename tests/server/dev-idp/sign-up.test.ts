import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MANAGER_PERMISSIONS } from '#server/demo/demo-users';
import type { RunningDevIdp } from '#server/auth/dev-idp/start';
import {
  authorizeUrl,
  Browser,
  CALLBACK,
  CLIENT_ID,
  decodeJwt,
  formActions,
  FROM_APP,
  passwordGrant,
  pkcePair,
  startTestIdp,
  temporaryDataDir,
  tokenRequest,
  verifyAsApi,
} from './dev-idp-harness';

const PASSWORD = 'casa-en-obra-2026';
const NOTICE =
  'Listo. Inicia sesión con tu correo y tu contraseña para continuar. Si ya tenías una cuenta con este correo, usa la contraseña de esa cuenta.';

describe('development identity provider: the sign-up page', () => {
  let idp: RunningDevIdp;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let counter = 0;
  const newEmail = () => `persona-${++counter}@constructora.test`;

  beforeAll(async () => {
    const data = await temporaryDataDir();
    dataDir = data.dir;
    cleanup = data.remove;
    idp = await startTestIdp(dataDir);
  });
  afterAll(async () => {
    await idp.close();
    await cleanup();
  });

  /** Starts an authorization request as auth0-spa-js does with `screen_hint: 'signup'`. */
  async function openSignUp(browser = new Browser(), challenge = pkcePair().challenge) {
    const authorize = authorizeUrl(idp.issuer, challenge, 'estado-1', 'nonce-1', { screen_hint: 'signup' });
    const { response, leftTo } = await browser.followRedirects(await browser.request(authorize), idp.issuer);
    expect(leftTo).toBeUndefined();
    const html = await response.text();
    const [signUp = ''] = formActions(html);
    return { browser, response, html, signUp: new URL(signUp, idp.issuer) };
  }

  const send = async (page: Awaited<ReturnType<typeof openSignUp>>, fields: Record<string, string>) => {
    const response = await page.browser.submit(page.signUp, fields);
    return { status: response.status, html: await response.text() };
  };

  it('opens in Spanish with the password rules shown before anything is typed, under the strict policy', async () => {
    const { response, html, signUp } = await openSignUp();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Crear cuenta — In-Best</title>');
    expect(html).toContain('<h1>Crear cuenta en In-Best</h1>');
    expect(signUp.pathname).toMatch(/^\/interaction\/[\w-]+\/signup$/);
    for (const label of ['Nombre completo', 'Correo electrónico', 'Contraseña']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain(
      'La contraseña debe tener:<ul class="rules"><li>al menos 10 caracteres</li><li>al menos una letra y un número</li><li>un texto distinto de tu correo</li></ul>'
    );
    expect(html).toMatch(/<input id="password"[^>]*aria-describedby="password-rules"/);
    expect(html).toContain('>Crear cuenta</button>');
    expect(html).toContain('>Inicia sesión</a>');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self'");
    expect(html).not.toMatch(/<style|<script|\sstyle=|\son[a-z]+=/i);
  });

  it('links the login page and the sign-up page of one request both ways', async () => {
    const browser = new Browser();
    const start = await browser.followRedirects(
      await browser.request(authorizeUrl(idp.issuer, pkcePair().challenge)),
      idp.issuer
    );
    const login = await start.response.text();
    const link = /<a href="([^"]+)">Crear cuenta<\/a>/.exec(login)?.[1] ?? '';
    const page = await browser.request(new URL(link, idp.issuer));
    const html = await page.text();
    expect(html).toContain('<h1>Crear cuenta en In-Best</h1>');
    const back = /<a href="([^"]+)">Inicia sesión<\/a>/.exec(html)?.[1] ?? '';
    expect(await (await browser.request(new URL(back, idp.issuer))).text()).toContain(
      '<h1>Iniciar sesión en In-Best</h1>'
    );
  });

  it('explains every missing field in Spanish, keeps what was typed except the password, and creates nothing', async () => {
    const page = await openSignUp();
    const empty = await send(page, { name: ' ', email: '', password: '' });
    expect(empty.status).toBe(422);
    expect(empty.html).toContain('Revisa los datos marcados: la cuenta aún no se creó.');
    expect(empty.html).toContain('<p id="name-error" class="field-error">Escribe tu nombre.</p>');
    expect(empty.html).toContain('Escribe tu correo electrónico.');
    expect(empty.html).toContain('Escribe una contraseña.');
    expect(empty.html).toMatch(/<input id="name"[^>]*aria-invalid="true" aria-describedby="name-error"/);

    const typed = await send(page, { name: 'Lucía <b>Pérez</b>', email: 'lucia@', password: PASSWORD });
    expect(typed.html).toContain('Escribe un correo electrónico válido, como nombre@empresa.com.');
    expect(typed.html).toContain('value="Lucía &lt;b&gt;Pérez&lt;/b&gt;"');
    expect(typed.html).toContain('value="lucia@"');
    expect(typed.html).not.toContain(PASSWORD);
    expect(typed.html).not.toContain('name-error');
  });

  it.each([
    ['clave1@correo.test', 'corta1', 'La contraseña debe tener al menos 10 caracteres.'],
    ['clave2@correo.test', 'solamenteletras', 'La contraseña debe tener al menos una letra y un número.'],
    ['clave3@correo.test', '1234567890123', 'La contraseña debe tener al menos una letra y un número.'],
    [
      'clave4@correo.test',
      'abc',
      'La contraseña debe tener al menos 10 caracteres y al menos una letra y un número.',
    ],
    ['clave5@correo.test', 'Clave5@correo.test', 'La contraseña debe tener un texto distinto de tu correo.'],
  ])('refuses for %s the password %j with the rule it breaks', async (email, password, message) => {
    const page = await openSignUp();
    const answer = await send(page, { name: 'Mala Clave', email, password });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain(`<p id="password-error" class="field-error">${message}</p>`);
    expect((await passwordGrant(idp.issuer, email, password)).response.status).toBe(403);
  });

  it('creates the account: the login page follows with the address filled in, and it signs in to real tokens', async () => {
    const email = newEmail();
    const pkce = pkcePair();
    const page = await openSignUp(new Browser(), pkce.challenge);
    const created = await send(page, {
      name: '  Lucía Pérez ',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(created.status).toBe(200);
    expect(created.html).toContain('<h1>Iniciar sesión en In-Best</h1>');
    expect(created.html).toContain(`<p class="notice" role="status">${NOTICE}</p>`);
    expect(created.html).toContain(`value="${email.toUpperCase()}"`);

    const [login = ''] = formActions(created.html);
    const { leftTo } = await page.browser.followRedirects(
      await page.browser.submit(new URL(login, idp.issuer), { email, password: PASSWORD }),
      idp.issuer
    );
    expect(leftTo?.origin + (leftTo?.pathname ?? '')).toBe(CALLBACK);
    const tokens = await tokenRequest(
      idp.issuer,
      {
        client_id: CLIENT_ID,
        grant_type: 'authorization_code',
        code: leftTo?.searchParams.get('code') ?? '',
        code_verifier: pkce.verifier,
        redirect_uri: CALLBACK,
      },
      FROM_APP
    );
    const claims = await verifyAsApi(idp.issuer, tokens.body.access_token);
    expect(claims.sub).toMatch(/^auth0\|[0-9a-f-]{36}$/);
    expect(claims).toMatchObject({
      'https://inbest.app/email': email,
      'https://inbest.app/name': 'Lucía Pérez',
      permissions: [...MANAGER_PERMISSIONS],
    });
    expect(decodeJwt(tokens.body.id_token ?? '')).toMatchObject({
      email,
      name: 'Lucía Pérez',
      email_verified: false,
    });
    // Scripts reach the same account through the password grant.
    expect((await passwordGrant(idp.issuer, email, PASSWORD)).response.status).toBe(200);
    expect((await passwordGrant(idp.issuer, email, `${PASSWORD}x`)).response.status).toBe(403);
  });

  it('answers an address that already has an account exactly as a new one, and changes nothing of that account', async () => {
    const taken = newEmail();
    await send(await openSignUp(), { name: 'Primera', email: taken, password: PASSWORD });

    // The same page, byte for byte, once the address typed and the request's id are set aside (the list of demo
    // accounts, the same on every login page, names one of the addresses tried).
    const answer = async (email: string) => {
      const page = await openSignUp();
      const { status, html } = await send(page, { name: 'Otra Persona', email, password: 'intruso-12345' });
      const uid = page.signUp.pathname.split('/')[2] ?? '';
      const form = html.replace(/<h2 id="demo-accounts">[\s\S]*$/, '');
      return { status, html: form.replaceAll(uid, 'UID').replaceAll(email, 'EMAIL') };
    };
    const fresh = await answer(newEmail());
    expect(await answer(taken)).toEqual(fresh);
    expect(await answer('owner@inbest.test')).toEqual(fresh);
    expect(fresh.html).toContain(NOTICE);

    expect((await passwordGrant(idp.issuer, taken, PASSWORD)).response.status).toBe(200);
    expect((await passwordGrant(idp.issuer, taken, 'intruso-12345')).response.status).toBe(403);
    expect((await passwordGrant(idp.issuer, 'owner@inbest.test', DEMO_PASSWORD)).response.status).toBe(200);
  });

  it('refuses a form posted without the browser’s interaction cookie (another site’s form) and creates nothing', async () => {
    const page = await openSignUp();
    const email = newEmail();
    const forged = await new Browser().submit(page.signUp, { name: 'Forja', email, password: PASSWORD });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('El inicio de sesión venció');
    expect((await passwordGrant(idp.issuer, email, PASSWORD)).response.status).toBe(403);
  });

  it('refuses the same form sent again once its sign-in has finished', async () => {
    const page = await openSignUp();
    const email = newEmail();
    const created = await send(page, { name: 'Una Vez', email, password: PASSWORD });
    const [login = ''] = formActions(created.html);
    await page.browser.followRedirects(
      await page.browser.submit(new URL(login, idp.issuer), { email, password: PASSWORD }),
      idp.issuer
    );
    const replayed = await page.browser.submit(page.signUp, {
      name: 'Dos Veces',
      email: newEmail(),
      password: PASSWORD,
    });
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain('El inicio de sesión venció');
  });

  it('keeps signed-up accounts across a restart', async () => {
    const email = newEmail();
    await send(await openSignUp(), { name: 'Persistente', email, password: PASSWORD });
    await idp.close();
    idp = await startTestIdp(dataDir, { port: Number(new URL(idp.issuer).port) });
    const tokens = await passwordGrant(idp.issuer, email, PASSWORD);
    expect(tokens.response.status).toBe(200);
    expect(await verifyAsApi(idp.issuer, tokens.body.access_token)).toMatchObject({
      'https://inbest.app/name': 'Persistente',
    });
  });
});
