import type { MiddlewareHandler } from 'hono';
import { API_CONTENT_SECURITY_POLICY, BASE_SECURITY_HEADERS } from './security-headers';

/**
 * Every answer: not framed, not sniffed, no referrer, and never cached unless it says how itself (served files and
 * the reference's assets do): JSON and downloads such as the leads' CSV hold one user's or one company's personal
 * data, read with a token. JSON answers also may not act as a document.
 */
export function apiSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.res.headers.set(name, value);
    const json = c.res.headers.get('content-type')?.startsWith('application/json');
    if (json || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    if (json) c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  };
}
