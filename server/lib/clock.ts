/**
 * The application's clock. Everything that depends on time passing (expiries, reminders, retention) compares
 * against `now()`, never against the database's `now()`, so an end-to-end journey can move time forward instead
 * of waiting days. Only the test hooks (mounted with TEST_HOOKS=1) move it; in production the offset stays 0.
 * The offset belongs to this process: with several instances each keeps its own.
 */
let offsetMs = 0;

/** The current time as the application sees it: the real time plus the test offset (0 outside tests). */
export const now = (): Date => new Date(Date.now() + offsetMs);

/** Moves the application's time forward by `ms` and returns the new time (test hooks only). */
export function advanceClock(ms: number): Date {
  offsetMs += ms;
  return now();
}
