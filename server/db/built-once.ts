import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { nameText } from './prepared-names';

/**
 * Whether the statements built once are named prepared statements (the default) or unnamed ones
 * (DATABASE_NAMED_STATEMENTS=0). Named, PostgreSQL parses and plans a hot call's statement once per server connection
 * instead of on every call, which on the property detail was three quarters of PostgreSQL's CPU per call (ADR 0069).
 * Unnamed is for a transaction-pooling PgBouncer older than 1.21, which cannot follow named statements across its
 * server connections (docs/deploy.md).
 */
export const NAMED_STATEMENTS = process.env.DATABASE_NAMED_STATEMENTS?.trim() !== '0';

const names = new Set<string>();

/** The name a call site's statement is prepared under: the same on every handle; empty when statements go unnamed. */
export function statementName(name: string): string {
  if (names.has(name)) throw new Error(`Two statements built once are named ${name}`);
  names.add(name);
  return NAMED_STATEMENTS ? name : '';
}

/**
 * A query built once per database handle (the pool, PGlite, or one transaction) and executed with placeholders,
 * prepared under `name` (pass it to Drizzle's `prepare`). The name belongs to the call site, not to the handle: every
 * transaction builds the query again, and reusing the name keeps one prepared statement per server connection instead
 * of one per transaction. Transactions are handles of their own, so a query prepared on the pool never runs outside
 * the caller's transaction. Nothing is cached but the statement: every execution reads the rows as they are.
 */
export function builtOnce<Q>(name: string, build: (db: Db, statement: string) => Q): (db: Db) => Q {
  const statement = statementName(name);
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db, statement);
      byDb.set(db, query);
      const text = (query as { getQuery?: () => { sql: string } }).getQuery?.().sql;
      if (text !== undefined) nameText(text, statement);
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
