import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { dataDir as configuredDataDir } from '#server/config';
import * as schema from '#server/db/schema';

/** What PGlite's Results and node-postgres' QueryResult have in common. */
export type RowsResult<TRow> = { rows: TRow[] };

/** Types raw `db.execute(sql...)` results as `{ rows }`, the shape both drivers return. */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/** A Drizzle database over the In-Best schema; PGlite and node-postgres instances (and transactions) satisfy it. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** An open, migrated database and the way to release it. */
export type Database = {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
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
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'pglite', close: once(() => closePglite(client)) };
  } catch (error) {
    await closePglite(client);
    throw error;
  }
}

/** Connects a node-postgres pool to the URL and migrates the database under an advisory lock. */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client losing its connection (server restart) must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  try {
    const db = drizzleNodePg({ client: pool, schema });
    await withMigrationLock(pool, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return { db, kind: 'postgres', close: once(() => pool.end()) };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

// Two server processes starting together would otherwise both apply the same pending migration.
async function withMigrationLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run();
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockHolder.release();
  }
}

// Shutdown paths (signal handlers, test teardown) may close twice; pg's Pool throws on a second end().
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function closePglite(client: PGlite): Promise<void> {
  if (!client.closed) await client.close();
}
