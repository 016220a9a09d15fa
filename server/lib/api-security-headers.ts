import type { MiddlewareHandler } from 'hono';
import { API_CONTENT_SECURITY_POLICY, BASE_SECURITY_HEADERS } from './security-headers';

/**
 * Every answer: not framed, not sniffed, no referrer. JSON answers also must not be cached (they hold one user's
 * data and are read with a token) and may not act as a document. Served files keep the caching they set.
 */
export function apiSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (c.res.headers.get('content-type')?.startsWith('application/json')) {
      c.res.headers.set('Cache-Control', 'no-store');
      c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
  };
}
