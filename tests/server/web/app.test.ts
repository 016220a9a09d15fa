import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWebApp } from '#server/web/app';

const INDEX = '<!doctype html><title>In-Best</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const HTML = { Accept: 'text/html,application/xhtml+xml' };

let distDir: string;
let app: ReturnType<typeof createWebApp>;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'inbest-web-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, 'images'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(distDir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createWebApp({ distDir, contentSecurityPolicy: "default-src 'self'" });
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('static web server', () => {
  it('serves index.html at the root without caching it', async () => {
    const res = await app.request('/', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.request('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('compresses text assets for clients that accept gzip', async () => {
    const res = await app.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.length).toBeLessThan(SCRIPT.length);
  });

  it('answers a missing hashed asset with 404, even for an HTML request', async () => {
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    expect((await app.request('/assets/missing', { headers: HTML })).status).toBe(404);
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const path of ['/dashboard', '/projects/42/edit', '/no-existe']) {
      const res = await app.request(path, { headers: HTML });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('falls back for extensionless paths even without an Accept header', async () => {
    const res = await app.request('/profile');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it('answers a missing file that is not a navigation with 404', async () => {
    const res = await app.request('/favicon.ico', { headers: { Accept: 'image/*' } });
    expect(res.status).toBe(404);
  });

  it('serves unhashed public files with revalidation', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('never lists a directory', async () => {
    const res = await app.request('/images/', { headers: HTML });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect((await app.request('/assets/')).status).toBe(404);
  });

  it('refuses to leave the build folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await app.request(path, { headers: { Accept: 'application/json' } });
      expect(res.status, path).toBe(404);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.request('/assets/index-AbC123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('');
  });

  it('marks every response nosniff', async () => {
    const res = await app.request('/dashboard', { headers: HTML });
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('route preloads', () => {
  let withManifest: string;
  let web: ReturnType<typeof createWebApp>;
  const page =
    '<!doctype html><html><head><title>In-Best</title></head><body><div id="root"></div></body></html>';

  beforeAll(() => {
    withManifest = mkdtempSync(join(tmpdir(), 'inbest-web-'));
    mkdirSync(join(withManifest, '.vite'));
    writeFileSync(join(withManifest, 'index.html'), page);
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-2.js' },
      '_markdown.js': { file: 'assets/markdown-3.js', imports: ['_vendor.js'] },
      'src/ui/screens/chat/chat-screen.tsx': {
        file: 'assets/chat-screen-4.js',
        isDynamicEntry: true,
        imports: ['_vendor.js', '_markdown.js'],
      },
      'src/ui/shell/portal-layout.tsx': { file: 'assets/portal-layout-5.js', isDynamicEntry: true },
      'src/ui/screens/dashboard/dashboard-screen.tsx': {
        file: 'assets/dashboard-6.js',
        isDynamicEntry: true,
      },
    };
    writeFileSync(join(withManifest, '.vite/manifest.json'), JSON.stringify(manifest));
    web = createWebApp({
      distDir: withManifest,
      contentSecurityPolicy: "default-src 'self'",
      apiOrigin: 'http://api.test',
    });
  });

  afterAll(() => rmSync(withManifest, { recursive: true, force: true }));

  it("names a route's screen chunks beyond the entry in its page, uncached", async () => {
    const res = await web.request('/chat', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/chat-screen-4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/markdown-3.js"></head>'
    );
    expect(html).not.toContain('vendor-2.js');
  });

  it('opens the connection to the API with the page on a signed-in route, whose first paint asks it', async () => {
    const dashboard = await (await web.request('/dashboard', { headers: HTML })).text();
    expect(dashboard).toContain('<link rel="preconnect" href="http://api.test" crossorigin>');
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-6.js">');
    // The public chat asks the API only once the visitor writes.
    expect(await (await web.request('/chat', { headers: HTML })).text()).not.toContain('preconnect');
  });

  it('names the chunks before an inlined stylesheet, so they are asked for before its rules are read', async () => {
    const styled = mkdtempSync(join(tmpdir(), 'inbest-web-'));
    mkdirSync(join(styled, '.vite'));
    writeFileSync(
      join(styled, 'index.html'),
      page.replace('</head>', '<style>.boot{display:flex}</style></head>')
    );
    writeFileSync(
      join(styled, '.vite/manifest.json'),
      readFileSync(join(withManifest, '.vite/manifest.json'))
    );
    try {
      const app = createWebApp({
        distDir: styled,
        contentSecurityPolicy: "default-src 'self'",
        apiOrigin: '',
      });
      const html = await (await app.request('/chat', { headers: HTML })).text();
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/markdown-3.js"><style>.boot{display:flex}</style></head>'
      );
    } finally {
      rmSync(styled, { recursive: true, force: true });
    }
  });

  it('leaves other routes, and requests that are not navigations, as they were', async () => {
    expect(await (await web.request('/projects', { headers: HTML })).text()).toBe(page);
    expect((await web.request('/chat', { headers: { Accept: 'application/json' } })).status).toBe(200);
  });
});
