import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { listCompanyProperties } from '#server/services/properties';
import type { listCompanyProperties as route } from './company-properties.routes';

export const listCompanyPropertiesHandler: RouteHandler<typeof route, AppEnv> = async (c) =>
  c.json(await listCompanyProperties(c.var.db, c.req.valid('param').id), 200);
