import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { listCompanyPropertiesHandler } from './company-properties.handlers';
import { listCompanyProperties } from './company-properties.routes';

export const registerCompanyProperties = (app: OpenAPIHono<AppEnv>) =>
  app.openapi(listCompanyProperties, listCompanyPropertiesHandler);
