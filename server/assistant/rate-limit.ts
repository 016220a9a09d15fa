/** A token bucket per client: `capacity` requests at once, refilled evenly over `windowMs`. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();
  private checks = 0;

  constructor(
    readonly capacity: number,
    readonly windowMs: number
  ) {}

  /** Takes one token for the client; false when its bucket is empty (the caller answers 429). */
  take(client: string, now = Date.now()): boolean {
    if (this.capacity <= 0) return true;
    this.sweep(now);
    const refillPerMs = this.capacity / this.windowMs;
    const bucket = this.buckets.get(client) ?? { tokens: this.capacity, updated: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.updated) * refillPerMs);
    bucket.updated = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(client, bucket);
    return allowed;
  }

  /** Seconds until the client may try again. */
  retryAfterSeconds(client: string): number {
    const bucket = this.buckets.get(client);
    if (!bucket) return 0;
    const missing = Math.max(0, 1 - bucket.tokens);
    return Math.ceil((missing * this.windowMs) / this.capacity / 1000);
  }

  // Full buckets carry no information: drop them now and then so idle clients do not accumulate.
  private sweep(now: number) {
    if (++this.checks % 500 !== 0) return;
    const refillPerMs = this.capacity / this.windowMs;
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * refillPerMs >= this.capacity) this.buckets.delete(client);
    }
  }
}
