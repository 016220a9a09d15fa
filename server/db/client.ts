import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { dataDir as configuredDataDir } from '#server/config';
import * as schema from '#server/db/schema';
import { pgliteNamingStatements } from './pglite-named-statements';

/** What PGlite's Results and node-postgres' QueryResult have in common. */
export type RowsResult<TRow> = { rows: TRow[] };

/** Types raw `db.execute(sql...)` results as `{ rows }`, the shape both drivers return. */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/** A Drizzle database over the In-Best schema; PGlite and node-postgres instances (and transactions) satisfy it. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** How many connections a node-postgres pool holds, how many are idle and how many callers wait for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

/** Reads a node-postgres pool's counts at the moment of the call (for /metrics). */
export const poolStatsOf =
  (pool: pg.Pool): (() => PoolStats) =>
  () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/**
 * Runs SQL text as the driver receives it: with values as one parameterised statement, without them as a script of
 * several statements. It is the shape of pg-boss's `db` option, the job queue's way into the database.
 */
export type SqlScriptRunner = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any query the job queue writes itself
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
};

/** An open, migrated database and the way to release it. */
export type Database = {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The connection pool's counts on PostgreSQL; PGlite is one in-process connection and has none. */
  poolStats?: () => PoolStats;
  /** Raw SQL over the same connection(s) as `db` (the job queue's schema and, on PGlite, its workers). */
  sqlScripts: SqlScriptRunner;
  /** The PostgreSQL connection string (absent on PGlite): the job queue's workers open a small pool of their own. */
  url?: string;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when given, PGlite is not used. */
  databaseUrl?: string;
  /** Directory under which PGlite keeps its files (in `<dataDir>/pglite`). */
  dataDir?: string;
  /** Keep PGlite in memory (the default when neither databaseUrl nor dataDir is given). */
  inMemory?: boolean;
};

/** Folder of the drizzle-kit migrations, next to this file in source and in any copy of the server folder. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every process migrating the same PostgreSQL database.
const MIGRATION_LOCK_KEY = 7_263_011;

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite on disk (`<dataDir>/pglite`) or in memory, and applies
 * pending migrations before returning.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.inMemory || !options.dataDir) return openPglite(new PGlite());
  // PGlite creates its own directory but not the parents.
  await mkdir(options.dataDir, { recursive: true });
  return openPglite(new PGlite(path.join(options.dataDir, 'pglite')));
}

/** Opens the database the process environment names: DATABASE_URL, else PGlite under DATA_DIR (default ./data). */
export function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const databaseUrl = env.DATABASE_URL?.trim();
  return databaseUrl ? openDatabase({ databaseUrl }) : openDatabase({ dataDir: configuredDataDir(env) });
}

/** Wraps an existing PGlite instance (for example one restored from a dumped data directory) and migrates it. */
export async function openPglite(client: PGlite): Promise<Database> {
  try {
    const db = drizzlePglite({ client: pgliteNamingStatements(client), schema });
    await migrateUnderLock(db);
    return { db, kind: 'pglite', close: once(() => closePglite(client)), sqlScripts: pgliteScripts(client) };
  } catch (error) {
    await closePglite(client);
    throw error;
  }
}

/** Pool and timeout settings of a PostgreSQL connection (from DATABASE_POOL_SIZE and friends by default). */
export type PostgresOptions = {
  /** Connections this process keeps at most (default 10). */
  poolSize?: number;
  /** Longest a statement may run before the server cancels it (default 15 s; 0 = no limit). */
  statementTimeoutMs?: number;
  /** Longest wait for a connection, new or from the pool, before the call fails (default 5 s). */
  connectTimeoutMs?: number;
};

const positiveIntFromEnv = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS and DATABASE_CONNECT_TIMEOUT_MS, with their defaults. */
export const postgresOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): Required<PostgresOptions> => ({
  poolSize: Math.max(1, positiveIntFromEnv(env.DATABASE_POOL_SIZE, 10)),
  statementTimeoutMs: positiveIntFromEnv(env.DATABASE_STATEMENT_TIMEOUT_MS, 15_000),
  connectTimeoutMs: Math.max(1, positiveIntFromEnv(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000)),
});

/**
 * Connects a node-postgres pool to the URL and migrates the database. Every wait is bounded: a database that is
 * down or hung makes calls fail within the connect or statement timeout (the API answers 503), never hang.
 */
export async function openPostgres(
  databaseUrl: string,
  options: PostgresOptions = postgresOptionsFromEnv()
): Promise<Database> {
  const { poolSize, statementTimeoutMs, connectTimeoutMs } = { ...postgresOptionsFromEnv(), ...options };
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // The server cancels a long statement; the client gives up a little later when the server does not answer.
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + connectTimeoutMs }
      : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  try {
    const db = drizzleNodePg({ client: pool, schema });
    await migrateUnderLock(db);
    return {
      db,
      kind: 'postgres',
      close: once(() => pool.end()),
      poolStats: poolStatsOf(pool),
      // node-postgres sends text without values as a simple query, which may hold several statements.
      sqlScripts: { executeSql: (text, values) => pool.query(text, values) },
      url: databaseUrl,
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

let migrationsRead: ReturnType<typeof readMigrationFiles> | undefined;
// The migration files of this build never change while it runs.
const migrationFiles = () => (migrationsRead ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }));

/**
 * Applies the pending migrations the way drizzle's migrator does (same `drizzle.__drizzle_migrations` table), but
 * in one transaction that first takes a transaction-scoped advisory lock: instances starting together apply each
 * migration once, and the lock lives and dies with the transaction, so it is safe behind a transaction-pooling
 * PgBouncer (a session lock could be taken on one server connection and released on another).
 */
export async function migrateUnderLock(db: Db): Promise<void> {
  const migrations = migrationFiles();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`
    );
    const last = await tx.execute<{ created_at: string | number }>(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`
    );
    const appliedUpTo = Number(last.rows[0]?.created_at ?? -1);
    for (const migration of migrations) {
      if (migration.folderMillis <= appliedUpTo) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`
      );
    }
  });
}

/** True when every migration of this build is recorded as applied (what readiness requires). */
export async function isMigrated(db: Db): Promise<boolean> {
  const newest = Math.max(...migrationFiles().map((m) => m.folderMillis));
  const last = await db.execute<{ created_at: string | number }>(
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`
  );
  return Number(last.rows[0]?.created_at ?? -1) >= newest;
}

// Shutdown paths (signal handlers, test teardown) may close twice; pg's Pool throws on a second end().
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

// PGlite's query() takes one statement with parameters, exec() a script without them; a script answers one result
// per statement, and the caller wants the last one's rows. PGlite serialises both behind the app's own queries
// and transactions: it is one connection.
const pgliteScripts = (client: PGlite): SqlScriptRunner => ({
  async executeSql(text, values) {
    if (values && values.length > 0)
      return client.query(
        text,
        values.map((v) => (v === undefined ? null : v))
      );
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  },
});

async function closePglite(client: PGlite): Promise<void> {
  if (!client.closed) await client.close();
}
