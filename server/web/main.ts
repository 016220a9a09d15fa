import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { DEFAULT_PORTS } from '#server/config';
import { createWebApp } from '#server/web/app';
import { webAppOrigins, webContentSecurityPolicy } from '#server/web/content-security-policy';

// Serves the built single-page app; the API and the identity provider are separate processes.
const distDir = resolve(process.env.WEB_DIST_DIR ?? 'dist');
const port = Number(process.env.WEB_PORT ?? DEFAULT_PORTS.web);

if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No web build found in ${distDir}: run "npm run build" first.`);
  process.exit(1);
}

const origins = webAppOrigins();
const contentSecurityPolicy = webContentSecurityPolicy(origins);
const app = createWebApp({ distDir, contentSecurityPolicy, apiOrigin: origins.api });
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Web app on http://localhost:${info.port} (serving ${distDir})`);
});

// Browsers keep connections open; give in-flight responses a moment, then leave regardless.
const shutdown = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
