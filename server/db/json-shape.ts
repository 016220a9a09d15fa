/**
 * A timestamp column as the API writes it (Date#toISOString: UTC, milliseconds), for answers PostgreSQL builds as
 * JSON in one statement (ADR 0062).
 */
export const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
