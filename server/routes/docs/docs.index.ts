import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { API_TITLE, openApiDocument } from '#server/lib/openapi-document';
import { contentSecurityPolicy } from '#server/lib/security-headers';

// Swagger UI is served from the installed package: the reference must work with no internet. Only its folder is
// asked for: the package's main module evaluates the 1.5 MB browser bundle, which cost every API start (and its
// memory) for a page few open.
const swaggerDir = (createRequire(import.meta.url)('swagger-ui-dist/absolute-path.js') as () => string)();
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>${API_TITLE} — Referencia</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/init.js"></script>
</body>
</html>`;

// Swagger UI's own files only (checked in Chromium: the page renders with no CSP report): its bundle and bootstrap
// are scripts of this origin (no inline script), it reads /openapi.json and calls the API from here, and its
// stylesheet draws icons as data: images.
const DOCS_CONTENT_SECURITY_POLICY = contentSecurityPolicy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

const init = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** Interactive API reference (`/docs`) and the live OpenAPI 3.1 document (`/openapi.json`). */
export function registerDocs(app: OpenAPIHono<AppEnv>) {
  const cache = new Map<string, string>();
  app.get('/openapi.json', (c) => c.json(openApiDocument(app)));
  app.get('/docs', (c) => c.html(page, 200, { 'content-security-policy': DOCS_CONTENT_SECURITY_POLICY }));
  app.get('/docs/assets/init.js', (c) =>
    c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' })
  );
  app.get('/docs/assets/:file', (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.json({ detail: 'El recurso solicitado no fue encontrado.' }, 404);
    let body = cache.get(file);
    if (body === undefined) {
      body = readFileSync(join(swaggerDir, file), 'utf8');
      cache.set(file, body);
    }
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
  return app;
}
