import type { RouteHandler } from '@hono/zod-openapi';
import { answerJsonText } from '#server/lib/json-text';
import type { AppEnv } from '#server/lib/app-env';
import { LIST_DEFAULT_LIMIT, requestedPage } from '#domain/list-page';
import {
  listCompanyProperties,
  pageCompanyProperties,
  searchCompanyProperties,
} from '#server/services/properties';
import type { listCompanyProperties as route } from './company-properties.routes';

export const listCompanyPropertiesHandler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const companyId = c.req.valid('param').id;
  const query = c.req.valid('query');
  const { q = '', sort } = query;
  // A search or an order is a question about one page, like `page` or `limit`.
  const page =
    requestedPage(query) ?? (q || sort ? { page: query.page ?? 1, limit: LIST_DEFAULT_LIMIT } : null);
  if (!page) return c.json(await listCompanyProperties(c.var.db, companyId), 200);
  if (!q && (sort ?? 'recent') === 'recent')
    return answerJsonText(c, await pageCompanyProperties(c.var.db, companyId, page.page, page.limit), 200);
  return c.json(
    await searchCompanyProperties(c.var.db, companyId, { q, sort: sort ?? 'recent', ...page }),
    200
  );
};
