// The text each named statement is sent as: Drizzle's PGlite driver is given a statement's text but never its name,
// so the PGlite client recognises the statements built once by their text (server/db/pglite-named-statements.ts).
const namesByText = new Map<string, string>();

/** The name `text` is prepared under when it is one of the statements built once; undefined otherwise. */
export const preparedNameOf = (text: string): string | undefined => namesByText.get(text);

/** Records that `text` is sent as the prepared statement `name` (nothing when statements go unnamed). */
export function nameText(text: string, name: string): void {
  if (name) namesByText.set(text, name);
}
