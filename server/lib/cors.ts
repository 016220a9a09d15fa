import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

type CorsOptions = {
  /** The allowed origin for a request's Origin header, or null. */
  origin: (origin: string, c: Context) => Promise<string | null>;
  allowHeaders: string[];
  allowMethods: string[];
  exposeHeaders: string[];
  maxAge: number;
};

/**
 * Hono's CORS, with the headers of an actual request (not a preflight) set on its final answer instead of before the
 * handler runs. A header set before the handler makes Hono copy the handler's answer into a new Response around its
 * body as a stream, which the Node adapter then reads back, instead of writing the text it was given as it is: two
 * full Response objects and a stream per call (docs/benchmarks.md). The headers are the same: the allowed origin,
 * the exposed headers and `Vary: Origin`.
 */
export function corsAnswers(options: CorsOptions): MiddlewareHandler {
  const preflight = cors(options);
  const exposed = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = await options.origin(c.req.header('origin') ?? '', c);
    const headers = c.res.headers;
    if (origin) headers.set('Access-Control-Allow-Origin', origin);
    if (exposed) headers.set('Access-Control-Expose-Headers', exposed);
    headers.append('Vary', 'Origin');
  };
}
