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

// Spanish capitals and accented letters, folded to plain lower case by hand: lower() leaves accented capitals alone
// under a C collation.
const ACCENTED = 'ÁÉÍÓÚÜÑáéíóúüñ';
const PLAIN = 'aeiouunaeiouun';

/** A text in lower case without Spanish accents, as `accentFolded` folds a column ('Medellín' → 'medellin'). */
export const foldAccents = (text: string) =>
  [...text.toLowerCase()].map((ch) => PLAIN[ACCENTED.indexOf(ch)] ?? ch).join('');

/** A column in lower case without Spanish accents. */
export const accentFolded = (column: SQL | AnyPgColumn): SQL =>
  sql`translate(lower(${column}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

/**
 * A search box that ignores case and accents on both sides ('medellin' finds 'Medellín'): one of the columns
 * contains the text, LIKE's own characters taken literally.
 */
export function containsTextIgnoringAccents(columns: readonly AnyPgColumn[], text: string): SQL {
  const pattern = likePattern(foldAccents(text));
  return or(...columns.map((column) => sql`${accentFolded(column)} like ${pattern}`))!;
}
