import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/** What one check decided: allowed, or refused with the seconds until a token is back. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The window of every limiter the API runs, by scope. A bucket untouched for its whole window is full again and
 * carries no information: the rate-limit sweep deletes it.
 */
export const RATE_LIMIT_WINDOWS = {
  chat: 60_000,
  'chat-leads': 60 * 60_000,
  'privacy-requests': 60 * 60_000,
  'saved-searches': 60 * 60_000,
  'analysis-pdf': 60_000,
} as const;

const LONGEST_WINDOW = Math.max(...Object.values(RATE_LIMIT_WINDOWS));

/**
 * A token bucket per client kept in the database (`rate_limit_buckets`), so every API instance draws from the same
 * bucket: `capacity` requests at once, refilled evenly over `windowMs`. A capacity of 0 turns the limit off.
 */
export class ServiceRateLimit {
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
    const row = result.rows[0];
    if (!row || row.allowed) return { allowed: true };
    const missing = Math.max(0, 1 - Number(row.tokens));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(missing / refillPerMs / 1000)) };
  }
}

/**
 * Deletes every bucket that is full again (untouched for its scope's whole window; the longest window for a scope
 * no limiter uses any more) as of `now`, and returns how many. Run by the rate-limit sweep of the job queue.
 */
export async function sweepRateLimitBuckets(db: Db, now: Date): Promise<number> {
  const windows = sql.join(
    Object.entries(RATE_LIMIT_WINDOWS).map(([scope, ms]) => sql`(${scope}, ${ms}::float8)`),
    sql`, `
  );
  const deleted = await db.execute<{ n: number }>(sql`
    with windows (scope, ms) as (values ${windows}),
    gone as (
      delete from rate_limit_buckets b
      where b.updated_at < ${now.toISOString()}::timestamptz
        - coalesce((select w.ms from windows w where w.scope = b.scope), ${LONGEST_WINDOW}::float8)
          * interval '1 millisecond'
      returning 1
    )
    select count(*)::int as n from gone`);
  return Number(deleted.rows[0]?.n ?? 0);
}
