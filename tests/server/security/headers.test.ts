import type { RunningDevIdp } from '#server/auth/dev-idp/start';
import type { Db } from '#server/db/client';
import { createWebApp } from '#server/web/app';
import { webAppOrigins, webContentSecurityPolicy } from '#server/web/content-security-policy';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import {
  authorizeUrl,
  Browser,
  pkcePair,
  startTestIdp,
  temporaryDataDir,
} from '#tests/server/dev-idp/dev-idp-harness';
import { buildWorld, caller } from './world';

// What a browser is told about each of our three origins: never frame, never sniff, no referrer; the pages load
// scripts only from their own files.

const FRAMING = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};
const directive = (csp: string | null, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('API answers', () => {
  let db: Db;
  let close: () => Promise<void>;
  let api: Awaited<ReturnType<typeof createTestApi>>;
  let token: string;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    api = await createTestApi(db);
    await buildWorld(db, api);
    token = await api.issuer.tokenFor(caller);
  });
  afterAll(() => close());

  it.each([
    ['a success', '/users/me', 200],
    ['a refusal', '/companies/2147483648', 422],
    ['an unknown route', '/no-existe', 404],
    ['a public answer', '/health', 200],
  ])('%s is JSON that is never cached, sniffed, framed or used as a document', async (_, path, status) => {
    const res = await api.app.request(path, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(status);
    expect(Object.fromEntries([...res.headers].filter(([k]) => k in FRAMING))).toEqual(FRAMING);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  // Names, e-mails and phones in a file: no browser, proxy or shared computer may keep a copy.
  it('a download of personal data is never cached', async () => {
    const res = await api.app.request(`/leads/export.csv?company_id=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await res.text()).toContain('lucia@seguridad.test');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the API reference page runs only its own scripts and styles and is never framed', async () => {
    const res = await api.app.request('/docs');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy');
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // Its scripts are files of our own origin: the inline bootstrap lives in /docs/assets/init.js.
    expect(await res.text()).not.toMatch(/<script>(?!<)/);
  });
});

describe('web app', () => {
  let distDir: string;
  const csp = webContentSecurityPolicy(
    webAppOrigins({
      VITE_API_URL: 'https://api.inbest.co',
      S3_PUBLIC_URL: 'https://archivos.inbest.co/bucket',
    })
  );

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'inbest-web-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('sends the policy, no framing and no referrer with the page and its fallback', async () => {
    const app = createWebApp({ distDir, contentSecurityPolicy: csp });
    for (const path of ['/', '/projects/12', '/assets/falta.js']) {
      const res = await app.request(path, { headers: { accept: 'text/html' } });
      expect(res.headers.get('content-security-policy')).toBe(csp);
      expect(Object.fromEntries([...res.headers].filter(([k]) => k in FRAMING))).toEqual(FRAMING);
    }
  });

  it('runs only its own scripts, shows images from the API and storage, and is never framed', () => {
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://api.inbest.co https://archivos.inbest.co"
    );
    expect(directive(csp, 'connect-src')).toContain('https://api.inbest.co');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  // The policy allows no inline script: the page itself must have none (checked on the build when there is one).
  it.runIf(existsSync('dist/index.html'))('the built index.html has no inline script or handler', () => {
    const html = readFileSync('dist/index.html', 'utf8');
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('identity provider pages', () => {
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

  it('the login page loads only its own files and cannot be framed', async () => {
    const browser = new Browser();
    const { response } = await browser.followRedirects(
      await browser.request(authorizeUrl(idp.issuer, pkcePair().challenge)),
      idp.issuer
    );
    const html = await response.text();
    const csp = response.headers.get('content-security-policy');
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(Object.fromEntries([...response.headers].filter(([k]) => k in FRAMING))).toEqual(FRAMING);
    expect(html).not.toMatch(/<style|<script(?![^>]*\bsrc=)|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('<link rel="stylesheet" href="/static/idp.css">');
    const css = await fetch(new URL('/static/idp.css', idp.issuer));
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
