import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { listDocumentTypesHandler } from './document-types.handlers';
import { listDocumentTypesRoute } from './document-types.routes';

/** `/countries/{country}/document-types`: reference data for the company form. */
export const registerDocumentTypes = (app: OpenAPIHono<AppEnv>) =>
  openapiWithPolicy(app, listDocumentTypesRoute, listDocumentTypesHandler);
