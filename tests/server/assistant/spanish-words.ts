// Whether an English reply still carries Spanish: names (of places, listings, projects) are the companies' and stay
// as they are, so capitalised phrases and bold titles are set aside before looking for Spanish words.

const NAMES =
  /\p{Lu}[\p{L}\d.'-]*(?:\s+(?:de|del|la|las|los|el|y)\s+\p{Lu}[\p{L}\d.'-]*|\s+\p{Lu}[\p{L}\d.'-]*)*/gu;
const BOLD_TITLE = /\*\*\d+\.[^*]*\*\*/g;
const SPANISH =
  /\b(de|del|los|las|con|para|por|que|una|el|la|año|años|al|mes|sin|arriendo|precio|costos|crédito|flujo|análisis|propiedad|propiedades|habitaciones|inversión|búsqueda|opción|opciones|encontré|quieres|pulsa|busca)\b/giu;

/** The Spanish words of a text, once its names are set aside (empty for a text written in English). */
export function spanishWords(text: string): string[] {
  const plain = text
    .replace(BOLD_TITLE, ' ')
    .replace(/^#\s.*$/gm, ' ')
    .replace(NAMES, ' ');
  return [...plain.matchAll(SPANISH)].map((m) => m[0].toLowerCase());
}
