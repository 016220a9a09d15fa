/** Wrong passwords in a row that lock an address. */
export const LOCKOUT_FAILURES = 5;
/** How long an address stays locked, and how long a run of failures is remembered. */
export const LOCKOUT_MS = 15 * 60_000;
export const LOCKED_MESSAGE =
  'Demasiados intentos fallidos: esta cuenta quedó bloqueada durante 15 minutos. Vuelve a intentarlo más tarde.';

type Entry = { failures: number; lastFailure: number; lockedUntil: number };

/**
 * Counts wrong passwords per e-mail address and locks the address for a while after too many. Unknown addresses
 * are counted and locked exactly like known ones, so the lock reveals nothing about which accounts exist.
 */
export class LoginLockout {
  private readonly entries = new Map<string, Entry>();
  private failures = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000
  ) {}

  isLocked(email: string): boolean {
    return (this.entries.get(keyOf(email))?.lockedUntil ?? 0) > this.now();
  }

  /** Wrong passwords since the provider started, for /metrics (counts only: never which address). */
  get failuresRecorded(): number {
    return this.failures;
  }

  /** Records a wrong password; true when the address is locked from now on. */
  recordFailure(email: string): boolean {
    this.failures += 1;
    const key = keyOf(email);
    const now = this.now();
    const previous = this.entries.get(key);
    const fresh = !previous || now - previous.lastFailure > LOCKOUT_MS;
    const failures = (fresh ? 0 : previous.failures) + 1;
    const locked = failures >= LOCKOUT_FAILURES;
    this.entries.delete(key);
    this.entries.set(key, {
      failures: locked ? 0 : failures,
      lastFailure: now,
      lockedUntil: locked ? now + LOCKOUT_MS : (previous?.lockedUntil ?? 0),
    });
    // A flood of made-up addresses must not grow memory without bound: the oldest entries leave first.
    while (this.entries.size > this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    return locked;
  }

  recordSuccess(email: string): void {
    this.entries.delete(keyOf(email));
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();
