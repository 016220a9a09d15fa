import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { listDocumentTypes } from '#server/services/document-types';
import type { listDocumentTypesRoute } from './document-types.routes';

export const listDocumentTypesHandler: RouteHandler<typeof listDocumentTypesRoute, AppEnv> = async (c) =>
  c.json(await listDocumentTypes(c.var.db, c.req.valid('param').country), 200);
