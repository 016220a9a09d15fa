// Text normalisation for the Spanish understanding rules: every rule matches against folded text (lower case, no
// accents, single spaces), so 'Medellín', 'MEDELLIN' and 'medellin' are one word to the engine.

/** Lower case without accents or dieresis (ñ becomes n), punctuation other than number marks turned into spaces. */
export function fold(text: string): string {
  return (
    text
      // '400M' (capital M right after a number) is the Colombian shorthand for millions; meters are 'm2'/'mts'.
      .replace(/(\d)\s?M(?![²2a-zA-Z])/g, '$1 millones ')
      .replace(/m²/gi, 'm2')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[¿?¡!"“”«»;:()[\]{}*_#|<>~`^=]/g, ' ')
      // A comma or dot not between digits is punctuation.
      .replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ')
      .replace(/'/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Most names {@link foldedName} remembers; past it, it starts over (a platform has a few thousand place names). */
const FOLDED_NAMES_KEPT = 10_000;
const foldedNames = new Map<string, string>();

/**
 * {@link fold} of a name compared many times a request (a city or neighbourhood of every listing ranked): folded
 * once per process. Only the text is remembered, never anything read about a listing.
 */
export function foldedName(name: string): string {
  let folded = foldedNames.get(name);
  if (folded === undefined) {
    if (foldedNames.size >= FOLDED_NAMES_KEPT) foldedNames.clear();
    folded = fold(name);
    foldedNames.set(name, folded);
  }
  return folded;
}

/** Words that carry no meaning of their own for the rules (they never lower the understanding score). */
export const STOPWORDS = new Set(
  (
    'a al algo algun alguna alguno algunos ante antes asi aun cada como con contra cual cuales de del desde donde ' +
    'durante e el ella ellas ellos en entre era es esa esas ese eso esos esta estan estas este esto estos fue ha ' +
    'hay la las le les lo los me mi mis muy nos o os para pero poco por porque pues que se sea segun ser ' +
    'sobre son su sus tal tambien te ti tu tus u un una unas uno unos usted ustedes y ya yo eh ah bueno pues ' +
    'favor porfa porfavor aqui alli ahi alla algo cosa cosas pa pal ' +
    // English function words: what 'spanishForEnglish' leaves of an English request.
    'the an i we you my our your is are it its that which this these those be has have having some any just ' +
    'really very like would could can will am m s re d ll ve to there so'
  ).split(' ')
);

/** Tokens of folded text with their positions, so rules can mark which characters they understood. */
export type Token = { text: string; start: number; end: number };

export function tokenize(folded: string): Token[] {
  const tokens: Token[] = [];
  for (const match of folded.matchAll(/[^\s]+/g)) {
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}
