/**
 * A timestamp column as the API writes it (Date#toISOString: UTC, milliseconds), for answers PostgreSQL builds as
 * JSON in one statement (ADR 0062).
 */
export const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A response body PostgreSQL built as JSON text, typed by what it holds: a hot call's answer travels from the
 * database to the socket without being parsed and serialised again in Node (ADR 0062).
 */
export type JsonText<T> = string & { readonly __holds?: T };
