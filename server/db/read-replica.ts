import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { postgresOptionsFromEnv, type Db } from '#server/db/client';
import * as schema from '#server/db/schema';

/** A pool on a streaming replica (DATABASE_READ_URL): never migrated, never written. */
export type ReadReplica = { db: Db; close(): Promise<void> };

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
  return { db: drizzle({ client: pool, schema }), close: () => (closing ??= pool.end()) };
}

/**
 * The database to read from for this request: the replica when it has replayed everything the primary had written
 * when the request began (its replay position is at or past the primary's WAL position read first), so a listing
 * sold before the request is never offered from a lagging copy; otherwise, or when the replica does not answer or
 * is no standby, the primary.
 */
export async function freshReader(primary: Db, replica: Db | undefined): Promise<Db> {
  if (!replica) return primary;
  try {
    const position = await primary.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
    const lsn = position.rows[0]?.lsn;
    if (!lsn) return primary;
    const replayed = await replica.execute<{ fresh: boolean | null }>(
      sql`select pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as fresh`
    );
    return replayed.rows[0]?.fresh === true ? replica : primary;
  } catch {
    return primary;
  }
}
