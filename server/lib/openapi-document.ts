import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';

export const API_TITLE = 'In-Best API';
export const API_VERSION = '0.1.0';

/** The OpenAPI 3.1 document of the API, as served on /openapi.json and written to openapi/openapi.json. */
export function openApiDocument(app: OpenAPIHono<AppEnv>) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description:
        'API del portal In-Best. Errores: `{"detail": "…"}`; validación (422): `{"detail": [{"loc", "msg", "type"}]}`. ' +
        'Las rutas responden con y sin barra final.',
    },
  });
}
