import { createHmac, timingSafeEqual } from 'node:crypto';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** Seals a JSON payload with an HMAC-SHA256 so the server can trust it when it comes back. */
export function signPayload(secret: string, payload: Record<string, unknown>): string {
  const body = b64url(JSON.stringify(payload));
  const mac = createHmac('sha256', secret).update(body).digest();
  return `${body}.${b64url(mac)}`;
}

/**
 * The payload of a token made by {@link signPayload} with the same secret, or null when it was altered, is
 * malformed or its `exp` (epoch seconds) has passed.
 */
export function verifyPayload(
  secret: string,
  token: string,
  now = Date.now()
): Record<string, unknown> | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp * 1000 < now) return null;
  return payload as Record<string, unknown>;
}
