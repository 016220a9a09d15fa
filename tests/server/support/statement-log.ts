import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '#server/db/client';
import * as schema from '#server/db/schema';

/**
 * The same database through a second handle that appends every statement it runs to `log`: what a test counts to
 * prove how many round trips a call makes.
 */
export function withStatementLog(db: Db, log: string[]): Db {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const logger = { logQuery: (query: string) => void log.push(query) };
  return client instanceof PGlite
    ? drizzlePglite({ client, schema, logger })
    : drizzleNodePg({ client, schema, logger });
}
