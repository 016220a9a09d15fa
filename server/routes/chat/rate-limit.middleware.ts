import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/lib/app-env';
import type { ServiceRateLimit } from '#server/services/rate-limits';

/**
 * Who is calling, for rate limits: the socket's address, or the first X-Forwarded-For hop when TRUST_PROXY=true says
 * a reverse proxy in front of the API sets it (otherwise a client could pick its own key).
 */
export function clientAddress(c: Context): string {
  if (process.env.TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** Answers 429 with a Spanish `detail` and Retry-After once a client has used up its requests on any instance. */
export const rateLimit =
  (limiter: ServiceRateLimit, detail: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const decision = await limiter.take(c.var.db, clientAddress(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json({ detail }, 429);
    }
    await next();
  };

/** A rate from the environment (requests per window), or the default; 0 turns the limit off. */
export const rateFromEnv = (name: string, fallback: number) => {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};
