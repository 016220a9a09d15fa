import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest JSON body any operation takes: a project with its 10 images, 20 documents and 30 places is ~20 KB. */
export const MAX_JSON_BYTES = 1_048_576;

/** The 413 detail of a request body over its limit. */
export const tooLargeDetail = (limit: string) => `La solicitud supera el tamaño máximo permitido (${limit}).`;

// Uploads carry files and set their own limits from the upload policy (multipart) or the signed size (PUT).
const OWN_LIMIT = new Set(['/uploads/upload-file', '/uploads/signed']);

/**
 * Refuses a body over 1 MB with 413 before reading it when Content-Length says so, and as soon as a streamed body
 * passes the limit otherwise, so a large body never sits in memory.
 */
export function jsonBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: (c) => c.json({ detail: tooLargeDetail('1 MB') }, 413),
  });
  // No route reads the body of a GET or HEAD; even looking for one makes the Node adapter build a full web Request,
  // which every read call would pay for.
  return (c, next) =>
    OWN_LIMIT.has(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next);
}
