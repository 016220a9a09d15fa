import type { RouteHandler, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PropertyPage } from '#domain/property';
import type { JsonText } from '#server/db/json-shape';
import { validatedPart } from '#server/services/company-access';
import { answerJsonText } from '#server/lib/json-text';
import type { AppEnv } from '#server/lib/app-env';
import { LIST_DEFAULT_LIMIT, requestedPage } from '#domain/list-page';
import {
  listCompanyProperties,
  pageCompanyProperties,
  searchCompanyProperties,
} from '#server/services/properties';
import type { listCompanyProperties as route } from './company-properties.routes';

type Query = z.infer<NonNullable<(typeof route)['request']['query']>>;

// A search or an order is a question about one page, like `page` or `limit`.
const pageAsked = (query: Query) => {
  const { q = '', sort } = query;
  return requestedPage(query) ?? (q || sort ? { page: query.page ?? 1, limit: LIST_DEFAULT_LIMIT } : null);
};

// The newest first, unsearched: the hot page, which the web asks for most.
const isPlainPage = (query: Query) => !query.q && (query.sort ?? 'recent') === 'recent';

/** The plain page of a company's properties, read with its caller (ADR 0066); a search or the whole list is not. */
export const propertiesPageRead = (c: Context<AppEnv>) => {
  const query = validatedPart(c, 'query') as Query;
  const page = pageAsked(query);
  if (!page || !isPlainPage(query)) return undefined;
  const companyId = Number(validatedPart(c, 'param').id);
  return (sub: string) => pageCompanyProperties(c.var.db, sub, companyId, page.page, page.limit);
};

export const listCompanyPropertiesHandler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const companyId = c.req.valid('param').id;
  const query = c.req.valid('query');
  const { q = '', sort } = query;
  const page = pageAsked(query);
  if (!page) return c.json(await listCompanyProperties(c.var.db, companyId), 200);
  // Read by the policy's locator with the caller that decided access (ADR 0066).
  if (isPlainPage(query)) return answerJsonText(c, c.var.answer as JsonText<PropertyPage>, 200);
  return c.json(
    await searchCompanyProperties(c.var.db, companyId, { q, sort: sort ?? 'recent', ...page }),
    200
  );
};
