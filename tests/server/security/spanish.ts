/** Words of zod's, Hono's and HTTP's English defaults; none belongs in a Spanish message. */
const ENGLISH =
  /\b(invalid|expected|required|received|must|malformed|unsupported|not found|too (big|small|large)|unexpected|unrecognized|payload|method not allowed|forbidden|unauthorized|internal server)\b/i;

/** Every message an error body carries: `detail` as text, or each `msg` of a 422 list. */
export function messagesOf(body: unknown): string[] {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return [detail];
  if (Array.isArray(detail)) return detail.map((issue) => String((issue as { msg?: unknown }).msg ?? ''));
  return [];
}

/** The messages of an answer that are missing or read as English (empty when all are Spanish). */
export function nonSpanish(body: unknown): string[] {
  const messages = messagesOf(body);
  if (messages.length === 0) return ['(sin mensaje)'];
  return messages.filter((m) => m.trim() === '' || ENGLISH.test(m));
}
