import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { PROPERTIES_DEFAULT_LIMIT } from '#domain/property';
import { listCompanyProperties, pageCompanyProperties } from '#server/services/properties';
import type { listCompanyProperties as route } from './company-properties.routes';

export const listCompanyPropertiesHandler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const companyId = c.req.valid('param').id;
  const { page, limit } = c.req.valid('query');
  if (page === undefined && limit === undefined)
    return c.json(await listCompanyProperties(c.var.db, companyId), 200);
  return c.json(
    await pageCompanyProperties(c.var.db, companyId, page ?? 1, limit ?? PROPERTIES_DEFAULT_LIMIT),
    200
  );
};
