import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { poolStatsOf, postgresOptionsFromEnv, type Db, type PoolStats } from '#server/db/client';
import * as schema from '#server/db/schema';

/** A pool on a streaming replica (DATABASE_READ_URL): never migrated, never written. */
export type ReadReplica = { db: Db; close(): Promise<void>; poolStats: () => PoolStats };

export function openReadReplica(url: string): ReadReplica {
  const { poolSize, statementTimeoutMs, connectTimeoutMs } = postgresOptionsFromEnv();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + connectTimeoutMs }
      : {}),
  });
  pool.on('error', (error) => console.error('PostgreSQL replica pool error:', error.message));
  let closing: Promise<void> | undefined;
  return {
    db: drizzle({ client: pool, schema }),
    close: () => (closing ??= pool.end()),
    poolStats: poolStatsOf(pool),
  };
}

/** The primary's WAL insert position now: what a reader must have replayed to see every commit made so far. */
export async function primaryPosition(primary: Db): Promise<string | null> {
  try {
    // The insert position, not pg_current_wal_lsn(): with synchronous_commit off a transaction is committed (and
    // visible) before its commit record is written out, so the write position can still be short of a sale.
    const position = await primary.execute<{ lsn: string }>(
      sql`select pg_current_wal_insert_lsn()::text as lsn`
    );
    return position.rows[0]?.lsn ?? null;
  } catch {
    return null;
  }
}

/**
 * The database to read from: the replica when it has replayed up to `position` (the primary's position when the
 * request arrived, see {@link primaryPosition}), so a listing sold before the request is never offered from a
 * lagging copy; otherwise, or without a position, or when the replica does not answer or is no standby, the primary.
 */
export async function readerAt(primary: Db, replica: Db | undefined, position: string | null): Promise<Db> {
  if (!replica || !position) return primary;
  try {
    const replayed = await replica.execute<{ fresh: boolean | null }>(
      sql`select pg_last_wal_replay_lsn() >= ${position}::pg_lsn as fresh`
    );
    return replayed.rows[0]?.fresh === true ? replica : primary;
  } catch {
    return primary;
  }
}

/**
 * How many bytes of WAL the replica has still to replay to reach the primary's position now (for /metrics); null
 * when either side does not answer or the replica is no standby. Bytes, not seconds since the last replayed
 * transaction: that figure grows while an idle primary writes nothing, and would page someone for no lag at all.
 */
export async function replicaLagBytes(primary: Db, replica: Db): Promise<number | null> {
  const position = await primaryPosition(primary);
  if (!position) return null;
  try {
    const lag = await replica.execute<{ bytes: string | number | null }>(
      sql`select pg_wal_lsn_diff(${position}::pg_lsn, pg_last_wal_replay_lsn()) as bytes`
    );
    const bytes = lag.rows[0]?.bytes;
    return bytes === null || bytes === undefined ? null : Math.max(0, Number(bytes));
  } catch {
    return null;
  }
}
