/** A Content-Security-Policy header value from its directives, in the order given. */
export const contentSecurityPolicy = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

/**
 * What every page and answer of the product says about itself: never framed (clickjacking), never sniffed into
 * another type, and no address of ours sent to other sites (ids and search terms live in our URLs).
 */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
} as const;

/** The CSP of an API answer that is data, never a document: nothing may load from it or frame it. */
export const API_CONTENT_SECURITY_POLICY = contentSecurityPolicy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});
