import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Case-insensitive substring, with LIKE's own characters taken literally (ADR 0058).
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

// lower() leaves accented capitals alone under a C collation (PostgreSQL clusters made with one): Spanish's are
// folded by hand, as the web's toLowerCase() does; only a search with such a letter pays for it.
const caseFolded = (column: AnyPgColumn, pattern: string) =>
  /[áéíóúüñ]/.test(pattern) ? sql`translate(lower(${column}), 'ÁÉÍÓÚÜÑ', 'áéíóúüñ')` : sql`lower(${column})`;

/** A list's search box as a condition: one of the columns contains the text, ignoring case (a null one never). */
export function containsText(columns: readonly AnyPgColumn[], text: string): SQL {
  const pattern = likePattern(text);
  return or(...columns.map((column) => sql`${caseFolded(column, pattern)} like ${pattern}`))!;
}
