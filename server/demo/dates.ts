const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` (may be fractional or negative) before `now`, truncated to the minute. */
export function daysBefore(now: Date, days: number): Date {
  const at = now.getTime() - days * DAY_MS;
  return new Date(at - (at % 60_000));
}

/** The instant `days` after `from`, truncated to the minute. */
export function daysAfter(from: Date, days: number): Date {
  return daysBefore(from, -days);
}

/** The calendar date of an instant as PostgreSQL `date` text (UTC). */
export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

/** `at`, or `limit` when `at` is later: demo rows never claim to come from the future. */
export function notAfter(limit: Date, at: Date): Date {
  return at > limit ? limit : at;
}
