import type { Client, Middleware } from 'openapi-fetch';
import { ApiError, messageForResponse, noResponseError } from './api-error';
import { HTTP_TIMEOUT_MS } from './config';
import type { paths } from './schema.gen';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type FullClient = Client<paths>;

/** Supplies the Bearer token for a call, or null when nobody is signed in. */
export type TokenSource = () => Promise<string | null>;

const withTimeout = (signal: AbortSignal | null | undefined, ms: number) =>
  signal ? AbortSignal.any([signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms);

/**
 * The only way the web app talks to the API: typed paths from the OpenAPI document, a Bearer token on every
 * call, a 10 s timeout, and every failure turned into an ApiError with the spec's Spanish message.
 */
export function createApiClient(opts: {
  baseUrl: string;
  getToken: TokenSource;
  timeoutMs?: number;
  fetch?: (request: Request) => Promise<Response>;
}): ApiClient {
  const baseFetch = opts.fetch ?? ((input: Request) => globalThis.fetch(input));
  const timeoutMs = opts.timeoutMs ?? HTTP_TIMEOUT_MS;
  const auth: Middleware = {
    async onRequest({ request }) {
      const token = await opts.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.ok) return response;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      throw new ApiError(messageForResponse(response.status, body), 'http', response.status, body);
    },
  };
  // The library arrives with the first call: a public page makes none before its first paint, so it stays out
  // of every page's first download (docs/decisions/0026). A failed fetch of it is a connection problem, retried
  // by the next call.
  let loading: Promise<FullClient> | undefined;
  const load = () =>
    (loading ??= import('openapi-fetch').then(
      ({ default: createClient }) => {
        const client = createClient<paths>({
          baseUrl: opts.baseUrl,
          fetch: async (request: Request) => {
            try {
              return await baseFetch(
                new Request(request, { signal: withTimeout(request.signal, timeoutMs) })
              );
            } catch (error) {
              // A caller's own abort (a stale request cancelled by a machine) is not a connection problem.
              if (request.signal.aborted) throw error;
              throw noResponseError();
            }
          },
        });
        client.use(auth);
        return client;
      },
      () => {
        loading = undefined;
        throw noResponseError();
      }
    ));
  const method = <M extends Method>(name: M) =>
    (async (...args: unknown[]) =>
      ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args)) as unknown as FullClient[M];
  return {
    GET: method('GET'),
    POST: method('POST'),
    PUT: method('PUT'),
    PATCH: method('PATCH'),
    DELETE: method('DELETE'),
  };
}

/** The typed calls the app makes: openapi-fetch's client, fetched on first use. */
export type ApiClient = Pick<FullClient, Method>;

/** Unwraps an openapi-fetch result whose errors were already thrown by the middleware. */
export function dataOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.data === undefined) throw new ApiError(messageForResponse(500, result.error), 'http', 500);
  return result.data;
}
