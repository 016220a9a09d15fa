import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { requireCompanyAccess } from '#server/services/company-access';
import { listCompanyProperties } from '#server/services/properties';
import type { listCompanyProperties as route } from './company-properties.routes';

export const listCompanyPropertiesHandler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await requireCompanyAccess(c.var.db, c.var.caller, id);
  return c.json(await listCompanyProperties(c.var.db, id), 200);
};
