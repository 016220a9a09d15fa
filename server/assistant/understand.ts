import type { AgentType, ChatPropertyType } from '#domain/chat';
import { spanishForEnglish, type AreaConversion } from './english';
import { allowedTypos, editDistance } from './fuzzy';
import type { Gazetteer, Place } from './gazetteer';
import {
  AFFIRMATION_WORDS,
  AMENITY_PATTERNS,
  ANALYSIS_PATTERN,
  CLEAR_PATTERNS,
  DELIVERY_PATTERNS,
  FILTER_NAMES,
  GLOSSARY,
  GLOSSARY_QUESTION,
  GREETING_PATTERN,
  HELP_PATTERN,
  KNOWN_WORDS,
  MANAGEMENT_OFF_PATTERN,
  MORTGAGE_OFF_PATTERN,
  MORTGAGE_ON_PATTERN,
  NEGATIVE_START,
  NEW_SEARCH_PATTERN,
  PROPERTY_TYPE_PATTERNS,
  PROPERTY_TYPE_WORDS,
  PURPOSE_PATTERNS,
  REAL_ESTATE_WORDS,
  REFINE_MARKERS,
  RELATIVE_PATTERNS,
  SEARCH_VERBS,
  type Relative,
} from './lexicon';
import { digitsForNumberWords, parseNumberLiteral } from './numbers';
import { hasExclusions, noExclusions, type Exclusions, type SlotOp } from './slots';
import { STOPWORDS, fold, tokenize, type Token } from './text';

/** A property the visitor points at: by id, by position in the last results, or by title. */
export type PropertyRef =
  | { kind: 'id'; id: number }
  | { kind: 'position'; index: number }
  | { kind: 'last' }
  | { kind: 'cheapest' }
  | { kind: 'title'; title: string };

/** Financing terms stated in a message; absent fields keep the defaults. */
export type Financing = {
  mortgage?: boolean;
  loanToValue?: number;
  rate?: number;
  years?: number;
  withManagement?: boolean;
};

/** Listings to put side by side: positions in the last results, or ids. */
export type CompareRef = { kind: 'positions'; indexes: number[] } | { kind: 'ids'; ids: number[] };

export type Understanding = {
  intent: AgentType;
  /** Set when the visitor asks to compare listings (the intent is then FINANCIAL_ANALYSIS). */
  compare: CompareRef | null;
  /** Filter changes in the order they were understood. */
  ops: SlotOp[];
  relative: Relative[];
  /** True when the filters start from empty (a new search). */
  reset: boolean;
  propertyRef: PropertyRef | null;
  financing: Financing | null;
  foreignPlace: string | null;
  glossaryTerm: string | null;
  /** Amounts given in dollars or euros, the rate used and the pesos they were read as. */
  conversions: CurrencyConversion[];
  /** Areas given in square feet and the square metres they were read as. */
  areaConversions: AreaConversion[];
  /** The visitor's words no rule could use in a search, as typed, so the reply can name them. */
  unread: string[];
  /** Types and places the message rules out ('no casas', 'not in El Poblado'). */
  excluded: Exclusions;
  /** Share of the message's meaningful words the rules understood (0–1). */
  ack: number;
  /** The folded message without its `ID n` and quoted title (those are in `propertyRef`). */
  normalized: string;
};

export type ConversationContext = {
  /** The session has filters or results a follow-up can refine. */
  hasActiveSearch: boolean;
  /** The last reply was a financial analysis (financing follow-ups re-run it). */
  hasAnalysis: boolean;
};

/** Pesos per US dollar used to read amounts in dollars; USD_COP_RATE overrides it. */
export const usdToCop = () => Number(process.env.USD_COP_RATE) || 4_000;
/** Pesos per euro used to read amounts in euros; EUR_COP_RATE overrides it. */
export const eurToCop = () => Number(process.env.EUR_COP_RATE) || 4_500;

export type CurrencyConversion = { currency: 'USD' | 'EUR'; amount: number; rate: number; cop: number };

/**
 * Below this many pesos an amount is no price of a property: '120k' or '$120.000' in a request for a property are
 * dollars, and the reply says how they were read.
 */
const LEAST_PLAUSIBLE_PRICE_COP = 20_000_000;

/** Marks which characters of the folded message a rule has already understood, so no two rules read the same words. */
class Scan {
  private readonly used: boolean[];
  constructor(readonly text: string) {
    this.used = new Array<boolean>(text.length).fill(false);
  }
  free(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }
  mark(start: number, end: number) {
    for (let i = start; i < end; i++) this.used[i] = true;
  }
  isUsed(i: number) {
    return this.used[i] === true;
  }
  /** Matches of a global pattern over characters no rule has taken yet; each is marked unless `peek`. */
  *take(pattern: RegExp, peek = false): Generator<RegExpExecArray> {
    pattern.lastIndex = 0;
    for (const match of this.text.matchAll(new RegExp(pattern.source, pattern.flags))) {
      const start = match.index;
      const end = start + match[0].length;
      if (!this.free(start, end)) continue;
      if (!peek) this.mark(start, end);
      yield match as RegExpExecArray;
    }
  }
}

type Draft = {
  ops: SlotOp[];
  relative: Relative[];
  clears: number;
  financing: Financing;
  propertyRef: PropertyRef | null;
  foreignPlace: string | null;
  wholeCountry: boolean;
  conversions: CurrencyConversion[];
  places: number;
  excluded: Exclusions;
  /** The message opens with a bare 'no,' (a correction, not an exclusion: 'no, en Cali'). */
  correction: boolean;
};

// A type or place right after these words is ruled out, not asked for.
const NEGATION_BEFORE =
  /\b(no|ni|excepto|salvo|menos|fuera de|que no sea|que no sean|que no este|que no esten|nada de|no quiero|sin)( (en|el|la|los|las|un|una|unos|unas|de|del|barrio|ciudad|sector))* ?$/;

/** The length of the negation right before `start`, or 0 when the words there are not ruled out. */
function negationBefore(scan: Scan, draft: Draft, start: number): number {
  const lead = NEGATION_BEFORE.exec(scan.text.slice(0, start));
  if (!lead) return 0;
  if (lead.index === 0 && draft.correction && lead[1] === 'no') return 0;
  return lead[0].length;
}

/** Reads a visitor's message: its intent, the filter changes it asks for, and how much of it was understood. */
export function understand(
  message: string,
  context: ConversationContext,
  gazetteer: Gazetteer
): Understanding {
  const quotedTitle = /["“]([^"”]{2,160})["”]/.exec(message)?.[1]?.trim() ?? null;
  const idRef = /\bID\s*:?\s*(\d{1,9})\b/i.exec(message);
  const english = spanishForEnglish(
    fold(message.replace(/["“][^"”]*["”]/g, ' ').replace(/\bID\s*:?\s*\d+/gi, ' '))
  );
  const text = digitsForNumberWords(english.text);
  const compare = readCompare(text, message);
  if (compare) {
    return {
      ...nothingElse(text),
      intent: 'FINANCIAL_ANALYSIS',
      compare,
      areaConversions: english.areas,
    };
  }
  const scan = new Scan(text);
  const draft: Draft = {
    ops: [],
    relative: [],
    clears: 0,
    financing: {},
    propertyRef: idRef
      ? { kind: 'id', id: Number(idRef[1]) }
      : quotedTitle
        ? { kind: 'title', title: quotedTitle }
        : null,
    foreignPlace: null,
    wholeCountry: false,
    conversions: [],
    places: 0,
    excluded: noExclusions(),
    correction: /^\s*no\s*[,.;:!]/i.test(message),
  };

  const newSearch = [...scan.take(NEW_SEARCH_PATTERN)].length > 0;
  // Before the glossary, the analysis and the financing read 'cap rate', 'rentabilidad' or 'al 6 %' as theirs.
  readReturn(scan, draft);
  const glossaryTerm = readGlossary(scan);
  const analysis = [...scan.take(ANALYSIS_PATTERN)].length > 0;
  readFinancing(scan, draft);
  readClears(scan, draft);
  readReferences(scan, draft, analysis);
  readArea(scan, draft);
  readRooms(scan, draft);
  // Exact place names before amenities: 'Ciudad Jardín' is a neighbourhood, not a garden.
  const places = readExactPlaces(scan, gazetteer);
  readAmenities(scan, draft);
  readParking(scan, draft);
  readMoney(scan, draft);
  readPropertyType(scan, draft);
  places.push(...readMisspeltPlaces(scan, gazetteer));
  applyPlaces(scan, draft, places);
  readPurposeAndDelivery(scan, draft);
  if (!analysis) readRelative(scan, draft);
  const help = [...scan.take(HELP_PATTERN)].length > 0;
  const greetingMatch = GREETING_PATTERN.exec(text);
  if (greetingMatch) scan.mark(0, greetingMatch[0].length);

  const tokens = tokenize(text);
  const words = tokens.map((t) => t.text);
  const affirmationOnly =
    words.length > 0 && words.every((w) => AFFIRMATION_WORDS.has(w) || STOPWORDS.has(w));
  const hasFilters =
    draft.ops.length > 0 ||
    draft.relative.length > 0 ||
    draft.foreignPlace !== null ||
    draft.wholeCountry ||
    hasExclusions(draft.excluded);
  const financingStated = Object.keys(draft.financing).length > 0;
  const contentWords = words.filter((w) => !STOPWORDS.has(w));
  const realEstate =
    REAL_ESTATE_WORDS.test(text) ||
    (SEARCH_VERBS.test(text) && contentWords.every((w) => KNOWN_WORDS.has(w)));

  let intent: AgentType;
  let reset = false;
  if (newSearch && !hasFilters) intent = 'NEW_SEARCH';
  else if (newSearch) {
    intent = 'SEARCH';
    reset = true;
  } else if (glossaryTerm) intent = 'HELP';
  else if (analysis || (financingStated && context.hasAnalysis && draft.ops.length === 0))
    intent = 'FINANCIAL_ANALYSIS';
  else if (draft.propertyRef?.kind === 'id') intent = 'FINANCIAL_ANALYSIS';
  else if (help && !hasFilters) intent = 'HELP';
  else if (hasFilters) {
    if (!context.hasActiveSearch) intent = 'SEARCH';
    else if (isFreshSearch(text, draft)) {
      intent = 'SEARCH';
      reset = true;
    } else intent = 'REFINE';
  } else if (greetingMatch) intent = 'GREETING';
  else if (affirmationOnly) intent = 'AFFIRMATION';
  else if (context.hasActiveSearch && /\b(otr[oa]s|mas) (opciones|resultados|propiedades)\b/.test(text))
    intent = 'REFINE';
  else if (realEstate) intent = 'SEARCH';
  else intent = 'OUT_OF_CONTEXT';

  return {
    intent,
    compare: null,
    ops: draft.ops,
    relative: draft.relative,
    reset,
    propertyRef: intent === 'FINANCIAL_ANALYSIS' ? draft.propertyRef : null,
    financing: financingStated ? draft.financing : null,
    foreignPlace: draft.foreignPlace,
    glossaryTerm,
    conversions: draft.conversions,
    areaConversions: english.areas,
    excluded: draft.excluded,
    unread: intent === 'SEARCH' || intent === 'REFINE' ? unreadWords(scan, tokens, message) : [],
    ack: understoodShare(scan, tokens, intent, affirmationOnly),
    normalized: text,
  };
}

/**
 * The meaningful words of a search no rule understood, in the visitor's spelling and in runs of neighbouring words
 * ('rooftop cinema'), so the reply can say which part of the request was not used.
 */
function unreadWords(scan: Scan, tokens: readonly Token[], message: string): string[] {
  const asTyped = new Map<string, string>();
  for (const word of message.split(/[^\p{L}\p{N}$€.,'/+-]+/u)) {
    const key = fold(word);
    if (key && !asTyped.has(key)) asTyped.set(key, word.replace(/[.,]+$/, ''));
  }
  const runs: string[][] = [];
  let run: string[] = [];
  for (const t of tokens) {
    const unread = scan.free(t.start, t.end) && !STOPWORDS.has(t.text) && !KNOWN_WORDS.has(t.text);
    if (unread) run.push(asTyped.get(t.text) ?? t.text);
    else if (!STOPWORDS.has(t.text) && run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs.map((words) => words.join(' '));
}

// A message that starts like a request and names what and where is a new search, not a follow-up.
function isFreshSearch(text: string, draft: Draft): boolean {
  if (REFINE_MARKERS.test(text) || draft.relative.length > 0 || draft.clears > 0) return false;
  const what = draft.ops.some((op) => op.op === 'set' && op.slot === 'property_type');
  const where = draft.places > 0;
  return SEARCH_VERBS.test(text) ? what || (where && draft.ops.length >= 4) : what && where;
}

function understoodShare(
  scan: Scan,
  tokens: ReturnType<typeof tokenize>,
  intent: AgentType,
  affirmation: boolean
) {
  const content = tokens.filter((t) => !STOPWORDS.has(t.text));
  if (content.length === 0) return intent === 'OUT_OF_CONTEXT' ? 0 : 1;
  const understood = content.filter(
    (t) =>
      !scan.free(t.start, t.end) ||
      (KNOWN_WORDS.has(t.text) && intent !== 'OUT_OF_CONTEXT') ||
      (affirmation && AFFIRMATION_WORDS.has(t.text))
  );
  return Math.round((understood.length / content.length) * 100) / 100;
}

function readGlossary(scan: Scan): string | null {
  const question = GLOSSARY_QUESTION.exec(scan.text);
  if (!question) return null;
  for (const [term, pattern] of GLOSSARY) {
    const found = new RegExp(pattern.source).exec(scan.text);
    if (!found) continue;
    scan.mark(question.index, question.index + question[0].length);
    scan.mark(found.index, found.index + found[0].length);
    return term;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Extractors, in the order they run: financing and references take their numbers before the generic rules do.
// ---------------------------------------------------------------------------------------------------------------

// 'rentabilidad', 'cap rate', 'yield' and 'return' name the estimated cap rate of the financial analysis.
const RETURN_WORDS =
  '(?:rentabilidad(?:es)?|cap ?rate|tasa de capitalizacion|yields?|returns?|retorno|rendimiento)';

/** 'cap rate above 5%', 'rentabilidad mayor al 6 %': only listings whose cap rate reaches it. */
const RETURN_FLOOR_PATTERN = new RegExp(
  `\\b${RETURN_WORDS}(?: (?:neta|estimad[ao]))? (?:mayor(?:es)?|superior(?:es)?|mas|minim[ao]|de al menos|al menos|desde|por encima|no menor|igual o mayor|of at least|at least|de minimo|minimo de)(?: (?:a|al|de|del|que|than))? (\\d{1,2}(?:[.,]\\d+)?) ?(?:%|por ciento|percent)`,
  'g'
);

/** 'la mejor rentabilidad', 'best cap rate', 'las más rentables', 'ordenadas por rentabilidad'. */
const RANK_BY_RETURN_PATTERN = new RegExp(
  `\\b(?:(?:la |las |los |el |con |de )?(?:mejor(?:es)?|mayor(?:es)?|mas alt[ao]s?|maxim[ao]|best|highest|top|better)( ${RETURN_WORDS})|(?:las |los |la |el )?mas rentables?|most profitable|(?:que |cual |cuales )?(?:rinde|rinden|renta|rentan) mas|(?:ordenad[ao]s?|ordena(?:las|los|r)?|organiza(?:das|dos)?|sorted|sort(?: them)?|ranked|rank(?: them)?) (?:por|by) ${RETURN_WORDS})\\b`,
  'g'
);

/** '¿cuál da más arriendo?', 'highest rent': ordered by estimated monthly rent. */
const RANK_BY_RENT_PATTERN =
  /\b(?:(?:que |cual |cuales )?(?:da|dan|den|deja|dejan|dejen|paga|pagan|paguen|genera|generan|generen|produce|producen|produzcan) (?:mas|el mayor|mayor) (?:arriendo|renta)|(?:mas|mayor|el mayor|mejor) arriendo|(?:yields?|gets?|earns?|brings?|pays?|makes?)(?: in)? (?:the )?(?:most|highest|more|best) rent|(?:highest|best|most) rent(?:al income)?|(?:ordenad[ao]s?|sorted|ranked) (?:por|by) (?:arriendo|rent))\b/g;

function readReturn(scan: Scan, draft: Draft) {
  for (const m of scan.take(RETURN_FLOOR_PATTERN)) {
    const percent = Number((m[1] as string).replace(',', '.'));
    if (percent > 0 && percent < 100) draft.ops.push({ op: 'set', slot: 'cap_rate_min', value: percent });
  }
  for (const _ of scan.take(RANK_BY_RENT_PATTERN))
    draft.ops.push({ op: 'set', slot: 'rank_by', value: 'rent' });
  for (const _ of scan.take(RANK_BY_RETURN_PATTERN))
    draft.ops.push({ op: 'set', slot: 'rank_by', value: 'cap_rate' });
}

function readFinancing(scan: Scan, draft: Draft) {
  const f = draft.financing;
  for (const _ of scan.take(MORTGAGE_OFF_PATTERN)) f.mortgage = false;
  for (const m of scan.take(/\bcuota inicial (del |de |del? )?(\d+(?:[.,]\d+)?) ?(%|por ciento)/g)) {
    f.mortgage = true;
    f.loanToValue = 1 - Number((m[2] as string).replace(',', '.')) / 100;
  }
  for (const m of scan.take(
    /\b(?:credito|prestamo|financiar|financiacion|financiado|hipoteca|financiando)(?: del| de| por el| por| al)? (\d+(?:[.,]\d+)?) ?(%|por ciento)(?! (e ?a|efectivo|anual|de interes))/g
  )) {
    f.mortgage = true;
    f.loanToValue = Number((m[1] as string).replace(',', '.')) / 100;
  }
  for (const m of scan.take(
    /\b(?:(?:a una |con una |con )?tasa(?: de interes)?|interes|al|a)(?: del| de)? (\d{1,2}(?:[.,]\d+)?) ?(?:%|por ciento)(?: (?:e ?a|efectivo anual|anual|ea))?/g
  )) {
    f.rate = Number((m[1] as string).replace(',', '.')) / 100;
  }
  for (const m of scan.take(/\b(\d{1,2}(?:[.,]\d+)?) ?(?:%|por ciento) (?:e ?a|efectivo anual)\b/g)) {
    f.rate = Number((m[1] as string).replace(',', '.')) / 100;
  }
  for (const m of scan.take(/\b(?:a|en|plazo de|por) (\d{1,2}) anos\b/g)) {
    const years = Number(m[1]);
    if (years >= 1 && years <= 30) f.years = years;
  }
  for (const _ of scan.take(MORTGAGE_ON_PATTERN)) f.mortgage ??= true;
  if ((f.rate !== undefined || f.years !== undefined) && f.mortgage === undefined) f.mortgage = true;
  for (const _ of scan.take(MANAGEMENT_OFF_PATTERN)) f.withManagement = false;
  for (const _ of scan.take(/\bcon inmobiliaria\b/g)) f.withManagement = true;
}

function readClears(scan: Scan, draft: Draft) {
  for (const m of scan.take(
    /\b(?:quitar|quita|quitame|quite|elimina|eliminar|borra|borrar|remueve|remover|sin) (?:el |la )?filtro(?: de| del)? ([a-z0-9 ]+?)$/g
  )) {
    const what = (m[1] as string).trim();
    const named = FILTER_NAMES.find(([, p]) => p.test(what))?.[0];
    if (named) clearNamed(draft, named);
    else {
      const amenity = AMENITY_PATTERNS.find(([, p]) => new RegExp(p.source).test(what))?.[0];
      if (amenity) draft.ops.push({ op: 'remove_amenity', code: amenity });
    }
    draft.clears += 1;
  }
  for (const [name, pattern] of CLEAR_PATTERNS) {
    for (const _ of scan.take(pattern)) {
      clearNamed(draft, name);
      draft.clears += 1;
      if (name === 'location') draft.wholeCountry = true;
    }
  }
}

function clearNamed(draft: Draft, name: string) {
  const clear = (...slots: Parameters<typeof clearOp>[0][]) => draft.ops.push(...slots.map(clearOp));
  switch (name) {
    case 'price':
      return clear('price_min', 'price_max');
    case 'area':
      return clear('area_min', 'area_max');
    case 'bedrooms':
      return clear('bedrooms_min', 'bedrooms_max');
    case 'bathrooms':
      return clear('bathrooms_min');
    case 'parking':
      return clear('parking_min');
    case 'location':
      return clear('city', 'department', 'neighborhood');
    // A neighbourhood lies in its city: without the city it goes too; the department stays.
    case 'city':
      return clear('city', 'neighborhood');
    case 'neighborhood':
      return clear('neighborhood');
    case 'department':
      return clear('department');
    case 'property_type':
      return clear('property_type');
    case 'purpose':
      return clear('purpose');
    case 'delivery':
      return clear('delivery');
    case 'cap_rate_min':
      return clear('cap_rate_min');
    case 'rank_by':
      return clear('rank_by');
  }
}

const clearOp = (slot: Exclude<SlotOp, { op: 'add_amenity' | 'remove_amenity' }>['slot']): SlotOp => ({
  op: 'clear',
  slot,
});

/** An understanding that changes nothing: the base of replies that read the whole message themselves. */
const nothingElse = (text: string): Omit<Understanding, 'intent' | 'compare'> => ({
  ops: [],
  relative: [],
  reset: false,
  propertyRef: null,
  financing: null,
  foreignPlace: null,
  glossaryTerm: null,
  conversions: [],
  areaConversions: [],
  excluded: noExclusions(),
  unread: [],
  ack: 1,
  normalized: text,
});

const COMPARE_PATTERN =
  /\b(?:compara(?:r|me|las|los|cion)?|compare|comparison|(?:side by side|lado a lado))\b/;
/** The greatest number of listings one comparison shows. */
export const MOST_COMPARED = 3;

/**
 * 'compara la 1 y la 3', 'compare the first two' (read as 'la primera 2'), 'compara las 2 primeras',
 * 'compara la segunda con la tercera', 'compara ID 12 e ID 40': the listings to put side by side. Every position
 * named, in order; an empty list when the visitor asked to compare without saying which.
 */
function readCompare(text: string, message: string): CompareRef | null {
  const keyword = COMPARE_PATTERN.exec(text);
  if (!keyword) return null;
  const ids = [...message.matchAll(/\bID\s*:?\s*(\d{1,9})\b/gi)].map((m) => Number(m[1]));
  if (ids.length > 0) return { kind: 'ids', ids: [...new Set(ids)] };
  const rest = text.slice(keyword.index);
  const firstN =
    /\b(?:(?:las |los )?(\d) primer[oa]s|primer[oa]s (\d)|la primera (\d)(?! y| con| vs))\b/.exec(rest);
  if (firstN) {
    const n = Number(firstN[1] ?? firstN[2] ?? firstN[3]);
    if (n >= 2) return { kind: 'positions', indexes: Array.from({ length: n }, (_, i) => i) };
  }
  const indexes: number[] = [];
  for (const m of rest.matchAll(
    /\b(?:(primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|ultim[oa])|(\d{1,2}))\b/g
  )) {
    const index = m[1] ? (m[1].startsWith('ultim') ? -1 : (ORDINALS[m[1]] ?? 0)) : Number(m[2]) - 1;
    if (!indexes.includes(index)) indexes.push(index);
  }
  return { kind: 'positions', indexes };
}

const ORDINALS: Record<string, number> = {
  primer: 0,
  primero: 0,
  primera: 0,
  segundo: 1,
  segunda: 1,
  tercer: 2,
  tercero: 2,
  tercera: 2,
  cuarto: 3,
  cuarta: 3,
  quinto: 4,
  quinta: 4,
  sexto: 5,
  sexta: 5,
};

function readReferences(scan: Scan, draft: Draft, analysis: boolean) {
  if (draft.propertyRef || !analysis) return;
  for (const m of scan.take(
    /\b(?:la |el )?(primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|ultim[oa])(?: (?:opcion|propiedad|alternativa|resultado|inmueble|apartamento|casa|oficina|lote|local))?\b/g
  )) {
    const word = m[1] as string;
    draft.propertyRef = word.startsWith('ultim')
      ? { kind: 'last' }
      : { kind: 'position', index: ORDINALS[word] ?? 0 };
    return;
  }
  for (const m of scan.take(/\b(?:opcion|numero|resultado|propiedad) (\d{1,2})\b/g)) {
    draft.propertyRef = { kind: 'position', index: Math.max(0, Number(m[1]) - 1) };
    return;
  }
  for (const _ of scan.take(/\b(?:la|el) mas (?:barat[oa]|economic[oa])\b/g)) {
    draft.propertyRef = { kind: 'cheapest' };
    return;
  }
}

type Bound = 'min' | 'max' | 'exact' | 'below' | 'above';

function boundOf(prefix: string | undefined, suffix: string | undefined): Bound {
  const p = prefix?.trim() ?? '';
  const s = suffix?.trim() ?? '';
  if (/^(mas de|mayor a|superior a|mas que)$/.test(p)) return 'above';
  if (
    /^(minimo|min|al menos|por lo menos|desde|a partir de|como minimo)$/.test(p) ||
    /^(o mas|\+|como minimo|minimo|al menos)$/.test(s)
  )
    return 'min';
  if (/^(menos de|menor a|inferior a)$/.test(p)) return 'below';
  if (/^(hasta|maximo|max|no mas de|como maximo)$/.test(p) || /^(o menos|como maximo|maximo)$/.test(s))
    return 'max';
  return 'exact';
}

const AREA_UNIT = '(?:m2|mts2|mt2|mts|mt|metros cuadrados|metros)(?![a-z0-9])';

function readArea(scan: Scan, draft: Draft) {
  for (const m of scan.take(
    new RegExp(`\\b(?:entre|de) (\\d+(?:[.,]\\d+)?) (?:y|a) (\\d+(?:[.,]\\d+)?) ?${AREA_UNIT}`, 'g')
  )) {
    const [a, b] = [Number((m[1] as string).replace(',', '.')), Number((m[2] as string).replace(',', '.'))];
    draft.ops.push({ op: 'set', slot: 'area_min', value: Math.min(a, b) });
    draft.ops.push({ op: 'set', slot: 'area_max', value: Math.max(a, b) });
  }
  for (const m of scan.take(
    new RegExp(
      `\\b(?:(mas de|mayor a|superior a|minimo|min|al menos|por lo menos|desde|a partir de|hasta|maximo|menos de|menor a|no mas de) )?(\\d+(?:[.,]\\d+)?) ?${AREA_UNIT}(?: (o mas|o menos|como minimo|minimo))?`,
      'g'
    )
  )) {
    const value = Number((m[2] as string).replace(',', '.'));
    if (value < 10 || value > 100_000) continue;
    const bound = boundOf(m[1], m[3]);
    if (bound === 'max' || bound === 'below') {
      draft.ops.push({ op: 'set', slot: 'area_max', value });
    } else {
      draft.ops.push({ op: 'set', slot: 'area_min', value });
    }
  }
}

const BEDROOM_NOUN = '(?:habitaciones|habitacion|habs?|alcobas?|cuartos?|dormitorios?|recamaras?|piezas?)';
const BATH_NOUN = '(?:banos?)';
const QUALIFIER =
  '(mas de|mayor a|minimo|min|al menos|por lo menos|desde|a partir de|hasta|maximo|max|menos de|no mas de)';

function readRooms(scan: Scan, draft: Draft) {
  for (const m of scan.take(new RegExp(`\\b(?:entre|de) (\\d) (?:y|a) (\\d) ${BEDROOM_NOUN}\\b`, 'g'))) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    draft.ops.push({ op: 'set', slot: 'bedrooms_min', value: Math.min(a, b) });
    draft.ops.push({ op: 'set', slot: 'bedrooms_max', value: Math.max(a, b) });
  }
  for (const m of scan.take(
    new RegExp(
      `\\b(?:${QUALIFIER} )?(\\d{1,2}) ?(o mas |\\+ ?|o menos )?${BEDROOM_NOUN}\\b(?: (o mas|como minimo|minimo|al menos|o menos))?`,
      'g'
    )
  )) {
    const n = Number(m[2]);
    if (n > 20) continue;
    const bound = boundOf(m[1], m[3] ?? m[4]);
    if (bound === 'exact') {
      draft.ops.push(
        { op: 'set', slot: 'bedrooms_min', value: n },
        { op: 'set', slot: 'bedrooms_max', value: n }
      );
    } else if (bound === 'min' || bound === 'above') {
      draft.ops.push(
        { op: 'set', slot: 'bedrooms_min', value: bound === 'above' ? n + 1 : n },
        clearOp('bedrooms_max')
      );
    } else {
      draft.ops.push({ op: 'set', slot: 'bedrooms_max', value: bound === 'below' ? Math.max(0, n - 1) : n });
    }
  }
  for (const m of scan.take(
    new RegExp(`\\b(?:${QUALIFIER} )?(\\d{1,2}) ?(?:o mas |\\+ ?)?${BATH_NOUN}\\b`, 'g')
  )) {
    const n = Number(m[2]);
    if (n > 10) continue;
    draft.ops.push({
      op: 'set',
      slot: 'bathrooms_min',
      value: boundOf(m[1], undefined) === 'above' ? n + 1 : n,
    });
  }
  // 'apartaestudio': a studio has at most one bedroom.
  for (const _ of scan.take(/\b(apartaestudios?|aparta estudios?)\b/g, true)) {
    draft.ops.push({ op: 'set', slot: 'bedrooms_max', value: 1 });
  }
}

function readParking(scan: Scan, draft: Draft) {
  const PARKING =
    '(?:parqueaderos?|garajes?|parqueos?|estacionamientos?|puestos? de parqueo|cupos? de parqueo)';
  for (const m of scan.take(new RegExp(`\\b(?:(minimo|al menos|mas de) )?(\\d) ${PARKING}\\b`, 'g'))) {
    const n = Number(m[2]);
    draft.ops.push({ op: 'set', slot: 'parking_min', value: m[1] === 'mas de' ? n + 1 : Math.max(1, n) });
  }
  for (const _ of scan.take(new RegExp(`\\b${PARKING} doble\\b`, 'g'))) {
    draft.ops.push({ op: 'set', slot: 'parking_min', value: 2 });
  }
  for (const _ of scan.take(
    new RegExp(`\\b(?:(?:con|que tenga|que tengan|incluya|y) (?:un |su )?)?${PARKING}\\b`, 'g')
  )) {
    draft.ops.push({ op: 'set', slot: 'parking_min', value: 1 });
  }
}

function readAmenities(scan: Scan, draft: Draft) {
  for (const [code, pattern] of AMENITY_PATTERNS) {
    for (const m of scan.take(pattern)) {
      const before = scan.text.slice(Math.max(0, m.index - 20), m.index);
      const negated =
        /\b(sin|no necesito|no importa( que tenga)?|no hace falta|que no tengan?|no)( (la|el|los|las))? ?$/.test(
          before
        );
      if (negated) {
        const lead =
          /(sin|no necesito|no importa( que tenga)?|no hace falta|que no tengan?|no)( (la|el|los|las))? ?$/.exec(
            before
          );
        if (lead) scan.mark(m.index - lead[0].length, m.index);
        draft.ops.push({ op: 'remove_amenity', code });
      } else {
        draft.ops.push({ op: 'add_amenity', code });
      }
    }
  }
}

type MoneyRole = 'min' | 'max' | 'around';

const MONEY_UNITS: readonly [RegExp, number][] = [
  [/^(mil millones|millardos?)\b/, 1e9],
  [/^(millones|millon|mill|mills|mm|palos?|melones?|barras?)\b/, 1e6],
  [/^m(?![a-z0-9])/, 1e6],
  [/^(mil|k|lucas?)\b/, 1e3],
];

function readMoney(scan: Scan, draft: Draft) {
  const text = scan.text;
  const number = /(usd ?|us\$ ?|u\$s ?|eur ?|€ ?|\$ ?|cop ?)?(\d[\d.,]*)/g;
  type Currency = 'COP' | 'USD' | 'EUR';
  type Found = {
    start: number;
    end: number;
    unit: number | null;
    currency: Currency;
    /** Written with '$' or 'k' but no currency: dollars when too small to be pesos. */
    ambiguous: boolean;
    raw: number;
  };
  const found: Found[] = [];
  for (const m of text.matchAll(number)) {
    const start = m.index;
    const literalEnd = start + m[0].length;
    if (!scan.free(start, literalEnd)) continue;
    if (start > 0 && /[a-z]/.test(text[start - 1] as string)) continue;
    const raw = parseNumberLiteral(m[2] as string);
    if (raw === null) continue;
    let rest = text.slice(literalEnd).replace(/^ /, '');
    let end = literalEnd + (text.slice(literalEnd).startsWith(' ') ? 1 : 0);
    let unit: number | null = null;
    let unitWord = '';
    for (const [pattern, multiplier] of MONEY_UNITS) {
      const u = pattern.exec(rest);
      if (u) {
        unit = multiplier;
        unitWord = u[0];
        end += u[0].length;
        rest = rest.slice(u[0].length);
        break;
      }
    }
    const prefix = m[1] ?? '';
    let currency: Currency = /usd|us\$|u\$s/.test(prefix) ? 'USD' : /eur|€/.test(prefix) ? 'EUR' : 'COP';
    const named =
      /^ ?(de )?(pesos( colombianos)?|cop|dolares|dolar|usd|us|euros|euro|eur|€)(?![a-z0-9])/.exec(rest);
    if (named) {
      end += named[0].length;
      if (/dolar|usd|us/.test(named[2] as string)) currency = 'USD';
      else if (/eur|€/.test(named[2] as string)) currency = 'EUR';
    }
    if (!scan.free(start, end)) continue;
    const ambiguous = !named && currency === 'COP' && (prefix.startsWith('$') || unitWord === 'k');
    found.push({ start, end, unit, currency, ambiguous, raw });
  }
  // 'entre 300 y 500 millones': the unit after the second amount applies to the first.
  for (let i = 0; i < found.length - 1; i++) {
    const a = found[i] as Found;
    const b = found[i + 1] as Found;
    const between = text.slice(a.end, b.start);
    if (a.unit === null && b.unit !== null && /^ ?(y|a|-|hasta) ?$/.test(between)) a.unit = b.unit;
    if (/^ ?(y|a|-|hasta) ?$/.test(between) && b.currency !== 'COP' && a.currency === 'COP') {
      a.currency = b.currency;
      a.ambiguous = false;
    }
  }
  const priceContext =
    /\b(precio|presupuesto|valor|cuesta|cueste|cuesten|pesos|millones|menos de|hasta|maximo|entre|por|tope|tengo|cuento con|dispongo)\b|\$/.test(
      text
    );
  const amounts = found
    .map((f) => {
      let value: number | null = null;
      let currency = f.currency;
      if (f.unit !== null) value = f.raw * f.unit;
      else if (currency !== 'COP' && f.raw >= 1_000) value = f.raw;
      else if (f.raw >= 1_000_000) value = f.raw;
      else if (f.ambiguous && f.raw >= 20_000) value = f.raw;
      // A bare '400' next to price words means millions; years (1900–2100) are never prices.
      else if (priceContext && f.raw >= 20 && f.raw < 20_000 && (f.raw < 1900 || f.raw > 2100))
        value = f.raw * 1e6;
      if (value === null) return null;
      if (currency === 'COP' && f.ambiguous && value < LEAST_PLAUSIBLE_PRICE_COP) currency = 'USD';
      if (currency !== 'COP') {
        const rate = currency === 'USD' ? usdToCop() : eurToCop();
        const cop = Math.round(value * rate);
        draft.conversions.push({ currency, amount: value, rate, cop });
        value = cop;
      }
      return { ...f, pesos: value };
    })
    .filter((f): f is Found & { pesos: number } => f !== null);

  for (let i = 0; i < amounts.length; i++) {
    const a = amounts[i] as Found & { pesos: number };
    const b = amounts[i + 1];
    const before = text.slice(0, a.start);
    if (b && /^ ?(y|a|-|hasta) ?$/.test(text.slice(a.end, b.start)) && /(entre|de|desde)? ?$/.test(before)) {
      const lead = /\b(entre|de|desde) ?$/.exec(before);
      scan.mark(lead ? a.start - lead[0].length : a.start, b.end);
      draft.ops.push({ op: 'set', slot: 'price_min', value: Math.min(a.pesos, b.pesos) });
      draft.ops.push({ op: 'set', slot: 'price_max', value: Math.max(a.pesos, b.pesos) });
      i += 1;
      continue;
    }
    const { role, lead } = moneyRole(before);
    scan.mark(a.start - lead, a.end);
    if (role === 'min') draft.ops.push({ op: 'set', slot: 'price_min', value: a.pesos });
    else if (role === 'around') {
      draft.ops.push({ op: 'set', slot: 'price_min', value: Math.round(a.pesos * 0.9) });
      draft.ops.push({ op: 'set', slot: 'price_max', value: Math.round(a.pesos * 1.1) });
    } else draft.ops.push({ op: 'set', slot: 'price_max', value: a.pesos });
  }
}

function moneyRole(before: string): { role: MoneyRole; lead: number } {
  const tail = (pattern: RegExp) => pattern.exec(before);
  const negatedMax = tail(/\b(no mas de|no mayor a|no superior a) ?$/);
  if (negatedMax) return { role: 'max', lead: negatedMax[0].length };
  const min = tail(
    /\b(mas de|desde|minimo|min|a partir de|por encima de|superior a|mayor a|arriba de|mas caro que|que cueste mas de|que valga mas de) ?$/
  );
  if (min) return { role: 'min', lead: min[0].length };
  const around = tail(
    /\b(alrededor de|cerca de|aproximadamente|aprox|unos|como|mas o menos|rondando|en torno a|del orden de|por ahi de) ?$/
  );
  if (around) return { role: 'around', lead: around[0].length };
  const max = tail(
    /\b(por )?(menos de|hasta|maximo|max|tope( de)?|no mas de|por debajo de|inferior a|menor a|que no pase de|que no supere|no supere|presupuesto( de| es de| maximo de| de hasta)?|tengo|cuento con|dispongo de|valor de|precio de|que cueste|que valga|por|de|con|en|a) ?$/
  );
  if (max) return { role: 'max', lead: max[0].length };
  return { role: 'max', lead: 0 };
}

function readPropertyType(scan: Scan, draft: Draft) {
  const types = new Set<ChatPropertyType>();
  const excluded = new Set<ChatPropertyType>();
  for (const [type, pattern] of PROPERTY_TYPE_PATTERNS) {
    for (const m of scan.take(pattern)) {
      const negation = negationBefore(scan, draft, m.index);
      if (negation > 0) {
        scan.mark(m.index - negation, m.index);
        excluded.add(type);
      } else types.add(type);
    }
  }
  // Misspelt type words ('apartameto', 'ofcina').
  for (const token of tokenize(scan.text)) {
    if (!scan.free(token.start, token.end) || token.text.length < 5 || KNOWN_WORDS.has(token.text)) continue;
    for (const [word, type] of Object.entries(PROPERTY_TYPE_WORDS)) {
      const max = allowedTypos(word.length);
      if (editDistance(token.text, word, max) <= max) {
        const negation = negationBefore(scan, draft, token.start);
        if (negation > 0) excluded.add(type);
        else types.add(type);
        scan.mark(token.start - negation, token.end);
        break;
      }
    }
  }
  // 'casa o apartamento' names no single type: both are welcome.
  if (types.size === 1)
    draft.ops.push({ op: 'set', slot: 'property_type', value: [...types][0] as ChatPropertyType });
  else if (types.size > 1) draft.ops.push(clearOp('property_type'));
  draft.excluded.property_types.push(...[...excluded].filter((t) => !types.has(t)));
}

type FoundPlace = { place: Place; start: number; end: number };

function readExactPlaces(scan: Scan, gazetteer: Gazetteer): FoundPlace[] {
  const tokens = tokenize(scan.text);
  const found: FoundPlace[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(gazetteer.maxWords, tokens.length - i); n >= 1; n--) {
      const first = tokens[i] as Token;
      const last = tokens[i + n - 1] as Token;
      if (!scan.free(first.start, last.end)) continue;
      const place = gazetteer.exact(scan.text.slice(first.start, last.end));
      if (place) {
        found.push({ place, start: first.start, end: last.end });
        scan.mark(first.start, last.end);
        i += n - 1;
        break;
      }
    }
  }
  return found;
}

// Typos: up to three words that no other rule understood and that are not ordinary vocabulary.
function readMisspeltPlaces(scan: Scan, gazetteer: Gazetteer): FoundPlace[] {
  const tokens = tokenize(scan.text);
  const found: FoundPlace[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
      const slice = tokens.slice(i, i + n);
      const first = slice[0] as Token;
      const last = slice[slice.length - 1] as Token;
      if (!scan.free(first.start, last.end)) continue;
      if (n === 1 && (STOPWORDS.has(first.text) || KNOWN_WORDS.has(first.text) || /\d/.test(first.text)))
        continue;
      const close = gazetteer.closest(scan.text.slice(first.start, last.end));
      if (close && close.place.kind !== 'foreign' && close.place.kind !== 'country') {
        found.push({ place: close.place, start: first.start, end: last.end });
        scan.mark(first.start, last.end);
        i += n - 1;
        break;
      }
    }
  }
  return found;
}

function applyPlaces(scan: Scan, draft: Draft, found: readonly FoundPlace[]) {
  let city: string | null = null;
  let hood: { name: string; city: string | null } | null = null;
  for (const { place, start } of found) {
    const negation = negationBefore(scan, draft, start);
    if (negation > 0 && (place.kind === 'city' || place.kind === 'neighborhood')) {
      scan.mark(start - negation, start);
      if (place.kind === 'city') draft.excluded.cities.push(place.name);
      else draft.excluded.neighborhoods.push(place.name);
      continue;
    }
    draft.places += 1;
    // 'en', 'cerca de', 'en el barrio' and similar lead-ins belong to the place phrase.
    const lead =
      /\b(en|de|del|por|cerca de|cerca a|en la ciudad de|en el barrio|en el sector de|ubicad[oa]s? en) ?$/.exec(
        scan.text.slice(0, start)
      );
    if (lead) scan.mark(start - lead[0].length, start);
    switch (place.kind) {
      case 'foreign':
        draft.foreignPlace = place.name;
        break;
      case 'country':
        draft.wholeCountry = true;
        draft.ops.push(clearOp('city'), clearOp('department'), clearOp('neighborhood'));
        break;
      case 'department':
        draft.ops.push({ op: 'set', slot: 'department', value: place.name });
        break;
      case 'city':
        city = place.name;
        draft.ops.push({ op: 'set', slot: 'city', value: place.name }, clearOp('neighborhood'));
        break;
      case 'neighborhood':
        hood = { name: place.name, city: place.city };
        break;
    }
  }
  if (hood && (!city || !hood.city || hood.city === city)) {
    draft.ops.push({ op: 'set', slot: 'neighborhood', value: hood.name });
    if (!city && hood.city) draft.ops.push({ op: 'set', slot: 'city', value: hood.city });
  }
  if (city && !found.some((f) => f.place.kind === 'department')) draft.ops.push(clearOp('department'));
}

function readPurposeAndDelivery(scan: Scan, draft: Draft) {
  for (const [purpose, pattern] of PURPOSE_PATTERNS) {
    for (const _ of scan.take(pattern)) {
      draft.ops.push({ op: 'set', slot: 'purpose', value: purpose });
    }
  }
  for (const [delivery, pattern] of DELIVERY_PATTERNS) {
    for (const _ of scan.take(pattern)) draft.ops.push({ op: 'set', slot: 'delivery', value: delivery });
  }
}

function readRelative(scan: Scan, draft: Draft) {
  for (const [relative, pattern] of RELATIVE_PATTERNS) {
    for (const _ of scan.take(pattern)) if (!draft.relative.includes(relative)) draft.relative.push(relative);
  }
}

/** True for a negative answer ('no', 'no gracias'), which declines a pending offer. */
export const isNegative = (normalized: string) => NEGATIVE_START.test(normalized);
