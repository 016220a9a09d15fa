// A reply's `content` is restricted markdown that other clients may render with an ordinary markdown or HTML
// renderer, which passes raw HTML through. Company-controlled text (project and property names, places) ends up in
// it, so the server escapes HTML's special characters as entity references — the form markdown itself defines for
// literal '<' and '&' — and the web decodes them back into text.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));

/** The reply text with every HTML special character as an entity reference. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** The text a reader sees: the entity references {@link escapeMarkup} writes turned back into characters. */
export const unescapeMarkup = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] as string);
