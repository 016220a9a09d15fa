import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { now } from '#server/lib/clock';
import { clientAddress } from '#server/routes/chat/rate-limit.middleware';
import { analysisPdf } from '#server/services/analysis-pdf';
import { confirmSavedSearch, saveSearch, unsubscribeSavedSearch } from '#server/services/saved-searches';
import type * as routes from './saved-searches.routes';

export const postSavedSearchHandler: RouteHandler<typeof routes.postSavedSearch, AppEnv> = async (c) =>
  c.json(await saveSearch(c.var.db, c.req.valid('json'), now(), clientAddress(c)), 202);

export const confirmSavedSearchHandler: RouteHandler<typeof routes.confirmSavedSearch, AppEnv> = async (
  c
) => {
  const { token, lang } = c.req.valid('query');
  return c.json(await confirmSavedSearch(c.var.db, token, now(), lang), 200);
};

export const unsubscribeSavedSearchHandler: RouteHandler<
  typeof routes.unsubscribeSavedSearch,
  AppEnv
> = async (c) => {
  const { token, lang } = c.req.valid('query');
  return c.json(await unsubscribeSavedSearch(c.var.db, token, now(), lang), 200);
};

export const postAnalysisPdfHandler: RouteHandler<typeof routes.postAnalysisPdf, AppEnv> = async (c) => {
  const { pdf, filename } = await analysisPdf(c.var.db, c.req.valid('json'), now());
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${filename}"`,
  }) as never;
};
