import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Drizzle's `prepare()` with an empty name: pg then sends the unnamed statement, the very messages an ad-hoc query
 * sends, so no statement is left behind on the server connection and a transaction-pooling PgBouncer keeps working
 * (docs/deploy.md). What is saved is Drizzle's query building and the driver's per-query setup, about a tenth of
 * the API's CPU on a hot call (docs/benchmarks.md); PostgreSQL still parses each statement.
 */
export const UNNAMED = '';

/**
 * A query built once per database handle (the pool, PGlite, or one transaction) and executed with placeholders.
 * Transactions are handles of their own, so a query prepared on the pool never runs outside the caller's transaction.
 */
export function builtOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}

/**
 * `column = any($n)` with the list as one array parameter: a query built once cannot have `in ($1, …, $k)` with a
 * k that changes per call. Same rows as `inArray` (an empty list matches nothing).
 */
export const anyOf = (column: Column, placeholder: string): SQL =>
  sql`${column} = any(${sql.placeholder(placeholder)})`;
