import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { NAMED_STATEMENTS, statementName } from './built-once';
import { nameText } from './prepared-names';

const dialect = new PgDialect();

// A call site's statement has a few shapes (with or without a search, say), never one per call: past this many
// distinct texts the site is building values into its text, and its statements go unnamed rather than pile up on
// every server connection. A site whose filters combine into more shapes says how many it may name.
const MAX_SHAPES = 8;

/**
 * `db.execute` for a hot call whose statement is written as SQL text (a CTE, JSON aggregation) rather than with the
 * query builder: the statement is prepared under the site's name and its text's shape, so PostgreSQL parses and plans
 * each shape once per server connection (ADR 0069). Values stay parameters; every execution reads the rows as they are.
 */
export function namedExecute<Row>(
  site: string,
  maxShapes = MAX_SHAPES
): (db: Db, query: SQL) => Promise<{ rows: Row[] }> {
  const prefix = statementName(site);
  const shapes = new Map<string, string>();
  return async (db, query) => {
    const built = dialect.sqlToQuery(query);
    let name = shapes.get(built.sql);
    if (name === undefined) {
      const tooMany = !NAMED_STATEMENTS || shapes.size >= maxShapes;
      name = tooMany ? '' : `${prefix}.${createHash('sha1').update(built.sql).digest('hex').slice(0, 12)}`;
      if (!tooMany) {
        shapes.set(built.sql, name);
        nameText(built.sql, name);
      }
    }
    const prepared = db._.session.prepareQuery(built, undefined, name || undefined, false);
    return (await prepared.execute()) as { rows: Row[] };
  };
}
