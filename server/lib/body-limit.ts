import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest JSON body any operation takes: a project with its 10 images, 20 documents and 30 places is ~20 KB. */
export const MAX_JSON_BYTES = 1_048_576;

/** The 413 detail of a request body over its limit. */
export const tooLargeDetail = (limit: string) => `La solicitud supera el tamaño máximo permitido (${limit}).`;

// Uploads carry files and set their own limits from the upload policy (multipart) or the signed size (PUT).
const OWN_LIMIT = new Set(['/uploads/upload-file', '/uploads/signed']);

/**
 * hono's body limit, deciding from the declared Content-Length when there is one (as hono's does) before anything
 * looks at the body. hono's first asks whether the request has a body, and on Node that question alone turns the
 * adapter's light request into a full web Request, whose body is then read through web streams: about a twentieth of
 * the API's CPU on a chat message. Without a declared length the body is streamed and counted by hono's.
 */
export function declaredBodyLimit(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const streamed = bodyLimit(options);
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(declared, 10) > options.maxSize) return options.onError(c);
    await next();
  };
}

/**
 * Refuses a body over 1 MB with 413 before reading it when Content-Length says so, and as soon as a streamed body
 * passes the limit otherwise, so a large body never sits in memory. Every 413 (this one or an operation's own
 * limit) says `Connection: close`: the rest of the body is never read, so the socket cannot carry another request.
 */
export function jsonBodyLimit(): MiddlewareHandler {
  const limit = declaredBodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: (c) => c.json({ detail: tooLargeDetail('1 MB') }, 413),
  });
  return async (c, next) => {
    // No route reads the body of a GET or HEAD; even looking for one makes the Node adapter build a full web
    // Request, which every read call would pay for.
    if (OWN_LIMIT.has(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD') await next();
    else {
      // The limit answers its 413 by returning it, not by setting it on the context.
      const refused = await limit(c, next);
      if (refused instanceof Response) c.res = refused;
    }
    // Reading the unread megabytes only to keep the socket would hand the sender the bandwidth the limit denies.
    if (c.res.status === 413) c.res.headers.set('Connection', 'close');
  };
}
