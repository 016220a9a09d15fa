import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/** What one check decided: allowed, or refused with the seconds until a token is back. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How often (in checks per process) a limiter deletes the buckets nobody used for a whole window. */
const SWEEP_EVERY = 500;

/**
 * A token bucket per client kept in the database (`rate_limit_buckets`), so every API instance draws from the same
 * bucket: `capacity` requests at once, refilled evenly over `windowMs`. A capacity of 0 turns the limit off.
 */
export class ServiceRateLimit {
  private checks = 0;

  constructor(
    readonly scope: string,
    readonly capacity: number,
    readonly windowMs: number
  ) {}

  /**
   * Takes one token for the client in one atomic upsert: concurrent checks on any instance serialize on the
   * bucket's row, so the service never lets through more than the limit. `now` is the database clock unless given.
   */
  async take(db: Db, client: string, now?: Date): Promise<RateDecision> {
    if (this.capacity <= 0) return { allowed: true };
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`statement_timestamp()`;
    const refillPerMs = this.capacity / this.windowMs;
    // Tokens after refilling for the time since the last take (never negative time: clocks may disagree).
    const refilled = sql`least(${this.capacity}::float8, b.tokens + greatest(0, extract(epoch from (${at} - b.updated_at)) * 1000) * ${refillPerMs}::float8)`;
    const result = await db.execute<{ tokens: number; allowed: boolean }>(sql`
      insert into rate_limit_buckets as b (scope, client, tokens, allowed, updated_at)
      values (${this.scope}, ${client}, ${this.capacity - 1}::float8, true, ${at})
      on conflict (scope, client) do update set
        tokens = case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end,
        allowed = ${refilled} >= 1,
        updated_at = greatest(b.updated_at, ${at})
      returning tokens, allowed`);
    this.sweepNowAndThen(db, now);
    const row = result.rows[0];
    if (!row || row.allowed) return { allowed: true };
    const missing = Math.max(0, 1 - Number(row.tokens));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(missing / refillPerMs / 1000)) };
  }

  /** Deletes this scope's buckets untouched for a whole window: they are full again and carry no information. */
  async sweep(db: Db, now?: Date): Promise<void> {
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`statement_timestamp()`;
    await db.execute(sql`
      delete from rate_limit_buckets
      where scope = ${this.scope} and updated_at < ${at} - ${this.windowMs}::float8 * interval '1 millisecond'`);
  }

  // The sweep runs beside the request, never in its way: a failed sweep only leaves rows for the next one.
  private sweepNowAndThen(db: Db, now: Date | undefined) {
    if (++this.checks % SWEEP_EVERY !== 0) return;
    this.sweep(db, now).catch((error: unknown) =>
      console.error('Rate limit sweep failed:', (error as Error).message)
    );
  }
}
