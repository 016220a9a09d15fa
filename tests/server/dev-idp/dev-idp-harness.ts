import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { REQUESTED_SCOPES } from '#domain/permissions';
import { DEMO_PASSWORD } from '#server/demo/demo-users';
import { DEFAULT_AUDIENCE, DEFAULT_CLIENT_ID } from '#server/config';
import { startDevIdp, type RunningDevIdp } from '#server/auth/dev-idp/start';

export const APP_ORIGIN = 'http://localhost:3000';
export const CALLBACK = `${APP_ORIGIN}/callback`;
export const AUDIENCE = DEFAULT_AUDIENCE;
export const CLIENT_ID = DEFAULT_CLIENT_ID;
/** The scope the web app requests (auth0-spa-js adds nothing else). */
export const APP_SCOPE = REQUESTED_SCOPES;

/** A fresh data directory, removed by the returned cleanup. */
export async function temporaryDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'inbest-idp-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Starts the provider the way the tests need it: a free port unless one is given. */
export function startTestIdp(
  dataDir: string,
  {
    port = 0,
    accessTokenTtlSeconds,
    clock,
  }: { port?: number; accessTokenTtlSeconds?: number; clock?: () => number } = {}
): Promise<RunningDevIdp> {
  return startDevIdp({
    port,
    dataDir,
    appOrigin: APP_ORIGIN,
    audience: AUDIENCE,
    clientId: CLIENT_ID,
    ...(accessTokenTtlSeconds !== undefined && { accessTokenTtlSeconds }),
    ...(clock !== undefined && { clock }),
  });
}

/** Verifies an access token exactly as the API does. */
export async function verifyAsApi(issuer: string, token: string): Promise<JWTPayload> {
  const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));
  const { payload } = await jwtVerify(token, jwks, { issuer, audience: AUDIENCE, algorithms: ['RS256'] });
  return payload;
}

export type TokenResponse = {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
  error?: string;
  error_description?: string;
};

/** POSTs a form to the token endpoint, as auth0-spa-js and scripts do. */
export async function tokenRequest(
  issuer: string,
  form: Record<string, string>,
  headers: Record<string, string> = {}
) {
  const response = await fetch(new URL('oauth/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return { response, body: (await response.json()) as TokenResponse };
}

/** Password grant for a demo account with the app's scope. */
export function passwordGrant(issuer: string, username: string, password: string, scope = APP_SCOPE) {
  return tokenRequest(issuer, {
    grant_type: 'password',
    username,
    password,
    client_id: CLIENT_ID,
    audience: AUDIENCE,
    scope,
  });
}

/** Decodes a JWT payload without verifying it (for ID tokens, as auth0-spa-js reads them). */
export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** PKCE verifier and S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** A browser stand-in: keeps cookies per name and follows nothing on its own. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) this.store(cookie);
    return response;
  }

  /** Submits a form the way a browser does (urlencoded POST). */
  submit(url: string | URL, fields: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  }

  /**
   * Follows redirects from `response` while they stay on the identity provider; returns the last response and,
   * when a redirect leaves for the app, the URL it points to.
   */
  async followRedirects(first: Response, base: string) {
    let response = first;
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location') ?? '', base);
      if (location.origin !== new URL(base).origin) return { response, leftTo: location };
      response = await this.request(location);
    }
    return { response, leftTo: undefined };
  }

  private store(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.trim().split('=');
      return (
        (key.toLowerCase() === 'expires' && Date.parse(raw) <= Date.now()) ||
        (key.toLowerCase() === 'max-age' && Number(raw) <= 0)
      );
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** What auth0-spa-js's loginWithRedirect sends to /authorize; `extra` adds authorizationParams (screen_hint). */
export function authorizeUrl(
  issuer: string,
  challenge: string,
  state = 'estado-1',
  nonce = 'nonce-1',
  extra: Record<string, string> = {}
) {
  const url = new URL('authorize', issuer);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: CALLBACK,
    audience: AUDIENCE,
    scope: APP_SCOPE,
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    auth0Client: Buffer.from(JSON.stringify({ name: 'auth0-spa-js', version: '2.27.0' })).toString('base64'),
    ...extra,
  }).toString();
  return url;
}

/** The headers auth0-spa-js's token calls carry from the app's page. */
export const FROM_APP = { origin: APP_ORIGIN, 'auth0-client': 'eyJuYW1lIjoiYXV0aDAtc3BhLWpzIn0=' };

/** The targets of the page's POST forms, in page order. */
export function formActions(html: string) {
  return [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** Signs in through the login page with email and password; returns where the provider sent the browser. */
export async function signInWithBrowser(browser: Browser, issuer: string, email: string, challenge: string) {
  const start = await browser.followRedirects(await browser.request(authorizeUrl(issuer, challenge)), issuer);
  const [login = ''] = formActions(await start.response.text());
  const submitted = await browser.submit(new URL(login, issuer), { email, password: DEMO_PASSWORD });
  return (await browser.followRedirects(submitted, issuer)).leftTo;
}
