import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { BASE_SECURITY_HEADERS } from '#server/lib/security-headers';
import { routePreloadTags } from './route-preloads';

/** Vite puts every content-hashed build output under this prefix; nothing else lives there. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (index.html, favicon) must be revalidated so a new build is picked up at once.
const REVALIDATE = 'no-cache';

export type WebAppOptions = {
  /** Absolute path of the Vite build output (the folder holding index.html). */
  distDir: string;
  /** The Content-Security-Policy of every answer (`webContentSecurityPolicy`). */
  contentSecurityPolicy: string;
  /** The API's origin, which the signed-in routes' pages name for an early connection. */
  apiOrigin?: string;
};

// A navigation asks for HTML; an asset request (script, image, source map) does not and must get a real 404.
const isHtmlNavigation = (c: Context) => {
  const accept = c.req.header('Accept') ?? '';
  const lastSegment = c.req.path.split('/').pop() ?? '';
  return accept.includes('text/html') || !lastSegment.includes('.');
};

/** Builds the static web server: hashed assets cached forever, index.html revalidated, SPA fallback for navigations. */
export function createWebApp({ distDir, contentSecurityPolicy, apiOrigin }: WebAppOptions): Hono {
  const app = new Hono();
  const serveFile = serveStatic({ root: distDir });
  const serveIndex = serveStatic({ root: distDir, path: 'index.html' });
  const preloads = routePreloadTags(distDir, apiOrigin);

  app.use(compress());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy);
    if (c.res.ok) {
      c.res.headers.set('Cache-Control', c.req.path.startsWith(HASHED_PREFIX) ? IMMUTABLE : REVALIDATE);
    }
  });

  app.get(`${HASHED_PREFIX}*`, serveFile);
  // A missing hashed file is a stale or mistyped reference: answering with index.html would hide it.
  app.get(`${HASHED_PREFIX}*`, (c) => c.notFound());

  // A route whose screen is known gets index.html with that screen's chunks named up front.
  app.get('*', async (c, next) => {
    const tags = preloads.get(c.req.path);
    if (!tags || !isHtmlNavigation(c)) return next();
    const html = await readFile(join(distDir, 'index.html'), 'utf8');
    // Before the inlined stylesheet, when there is one: the browser asks for the chunks without waiting for its rules.
    const at = html.search(/<style>|<\/head>/);
    return c.html(html.slice(0, at) + tags + html.slice(at));
  });
  app.get('*', serveFile);
  app.get('*', (c, next) => (isHtmlNavigation(c) ? serveIndex(c, next) : next()));

  app.notFound((c) => c.text('No encontrado', 404));
  return app;
}
