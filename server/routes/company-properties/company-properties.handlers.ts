import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { requestedPage } from '#domain/list-page';
import { listCompanyProperties, pageCompanyProperties } from '#server/services/properties';
import type { listCompanyProperties as route } from './company-properties.routes';

export const listCompanyPropertiesHandler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const companyId = c.req.valid('param').id;
  const page = requestedPage(c.req.valid('query'));
  if (!page) return c.json(await listCompanyProperties(c.var.db, companyId), 200);
  return c.json(await pageCompanyProperties(c.var.db, companyId, page.page, page.limit), 200);
};
