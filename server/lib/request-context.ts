import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';
import type { Metrics } from './metrics';

/** The header nginx sets ($request_id) and the API answers with, so one id follows a request end to end. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// nginx's $request_id is 32 hex digits, a UUID is 36 characters; anything else a client sent is replaced, so a
// forged header cannot put arbitrary text (or someone's e-mail) into the log.
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{16,64}$/;

/** The id a request is known by: the proxy's when it is well formed, otherwise a fresh one. */
export const requestIdOf = (header: string | undefined) =>
  header !== undefined && VALID_REQUEST_ID.test(header) ? header : randomUUID();

// What a request that matched no route is counted under: raw paths would make one series per typo or id.
const UNMATCHED = 'unmatched';

/**
 * The pattern of the operation the request matched (`/projects/:id`), never the raw URL, which may carry ids or an
 * e-mail in its query. Middlewares (`app.use`, method ALL) match too, before and after it: they are skipped. The
 * operation counts even when a middleware answered first (a 401 before `/projects/:id`).
 */
function routePatternOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const operation = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  return operation?.path ?? UNMATCHED;
}

/**
 * Adds the request id to a JSON error body (`{"detail": …}`), whoever built it: the error handler, the validation
 * hook, a middleware or a handler, so every Spanish error a user sees carries the id they can quote.
 */
async function withRequestIdInErrorBody(res: Response, requestId: string): Promise<Response | undefined> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return undefined;
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('detail' in body))
    return undefined;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, request_id: requestId }), { status: res.status, headers });
}

/**
 * The first middleware of the API: names the request (X-Request-Id in and out), hands the metrics on to handlers,
 * and when the answer is ready writes one log line and counts it. The line holds method, route pattern, status,
 * duration, request id and instance: no URL, query, header value or body, so no e-mail or token reaches the log.
 */
export function requestContext(logger: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.set('metrics', metrics);
    await next();
    const withId = await withRequestIdInErrorBody(c.res, requestId);
    if (withId) {
      c.res = undefined;
      c.res = withId;
    }
    // On the answer itself: `c.header` after the handler would copy the answer into a new one (server/lib/cors.ts).
    c.res.headers.set(REQUEST_ID_HEADER, requestId);

    const seconds = (performance.now() - started) / 1000;
    const labels = { method: c.req.method, route: routePatternOf(c), status: String(c.res.status) };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, seconds);
    if (c.res.status === 401) metrics.loginFailures.inc({ source: 'api' });
    logger.info(
      {
        method: labels.method,
        route: labels.route,
        status: c.res.status,
        duration_ms: Math.round(seconds * 10_000) / 10,
        request_id: requestId,
      },
      'request'
    );
  };
}
