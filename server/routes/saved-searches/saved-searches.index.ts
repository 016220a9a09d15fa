import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { rateFromEnv, rateLimit } from '#server/routes/chat/rate-limit.middleware';
import { RATE_LIMIT_WINDOWS, ServiceRateLimit } from '#server/services/rate-limits';
import { declaredBodyLimit } from '#server/lib/body-limit';
import * as handlers from './saved-searches.handlers';
import * as routes from './saved-searches.routes';

/** The 429 detail of the saved searches and the analysis PDF. */
const SAVED_SEARCHES_RATE_LIMITED =
  'Recibimos varias solicitudes desde tu conexión. Intenta de nuevo en unos minutos.';

/**
 * The chat's public extras, registered before the authentication middleware: saving a search (its confirmation and
 * unsubscribe links) and the analysis PDF. Limited per client across all instances in PostgreSQL, like the chat:
 * SAVED_SEARCH_RATE_LIMIT requests an hour (default 20) and ANALYSIS_PDF_RATE_LIMIT PDFs a minute (default 10).
 */
export function registerSavedSearches(app: OpenAPIHono<AppEnv>) {
  const saved = new ServiceRateLimit(
    'saved-searches',
    rateFromEnv('SAVED_SEARCH_RATE_LIMIT', 20),
    RATE_LIMIT_WINDOWS['saved-searches']
  );
  const pdfs = new ServiceRateLimit(
    'analysis-pdf',
    rateFromEnv('ANALYSIS_PDF_RATE_LIMIT', 10),
    RATE_LIMIT_WINDOWS['analysis-pdf']
  );
  const small = declaredBodyLimit({
    maxSize: 8 * 1024,
    onError: (c) => c.json({ detail: 'La solicitud es demasiado grande.' }, 413),
  });
  app.use('/api/chat/saved-searches', small, rateLimit(saved, SAVED_SEARCHES_RATE_LIMITED));
  app.use('/api/chat/saved-searches/*', rateLimit(saved, SAVED_SEARCHES_RATE_LIMITED));
  app.use('/api/chat/analysis-pdf', small, rateLimit(pdfs, SAVED_SEARCHES_RATE_LIMITED));
  openapiWithPolicy(app, routes.postSavedSearch, handlers.postSavedSearchHandler);
  openapiWithPolicy(app, routes.confirmSavedSearch, handlers.confirmSavedSearchHandler);
  openapiWithPolicy(app, routes.unsubscribeSavedSearch, handlers.unsubscribeSavedSearchHandler);
  openapiWithPolicy(app, routes.postAnalysisPdf, handlers.postAnalysisPdfHandler);
}
