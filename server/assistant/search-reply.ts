import { AMENITY_NAMES_EN } from '#domain/chat-words-en';
import {
  AMENITY_LABELS,
  PROPERTY_TYPE_LABELS,
  type ChatLanguage,
  type ChatSlots,
  type Ranking,
  type Recommendation,
} from '#domain/chat';
import { EMPTY_SLOTS } from '#domain/chat-slots';
import { formatDate, formatMoney } from '#domain/format';
import type { Db } from '#server/db/client';
import type { InventorySnapshot } from './inventory';
import type { Exclusions } from './slots';
import { rankCandidates } from './rank';
import { asPercent, returnFigures, type ReturnFigures } from './returns';
import type { Financing } from './understand';
import {
  TYPE_LABELS_EN,
  countEn,
  dateEn,
  NO_RESULTS_HEADING_EN,
  describeRequestEn,
  joinEn,
  percentOf,
  pesosUsd,
  resultLineEn,
  typeNounEn,
} from './replies-en';
import {
  describeRequest,
  formatCount,
  formatPercent,
  joinWords,
  pesos,
  resultLine,
  typeNoun,
} from './replies';
import {
  CANDIDATE_POOL,
  COUNT_CAP,
  details,
  findCandidates,
  findPool,
  firstMatching,
  type CandidateRow,
  type PoolRow,
} from './search';

/** How many recommendations a reply carries. */
export const RESULTS_SHOWN = 6;
/** Candidates read when ranking or filtering by return, whose figures are computed for each. */
const RETURN_POOL = 1000;
/** Candidates re-ranked with their pictures before the top ones are chosen. */
const RERANKED = 24;

export type SearchOutcome = {
  recommendations: Recommendation[];
  /** Matches of the filters actually searched (capped at {@link COUNT_CAP} + 1). */
  total: number;
  /** Spanish notes of each filter loosened because nothing matched. */
  relaxed: string[];
  /** The same notes in English. */
  relaxedEn: string[];
};

/** A note of the reply in each language. */
type Note = { es: string; en: string };

type Step = { applies(s: ChatSlots): boolean; relax(s: ChatSlots): { slots: ChatSlots; note: Note } };

const roundMillion = (amount: number, up: boolean) =>
  (up ? Math.ceil(amount / 1_000_000) : Math.floor(amount / 1_000_000)) * 1_000_000;

// Least important first: what a visitor gives up most easily is loosened first, the place last.
const RELAXATION: readonly Step[] = [
  {
    applies: (s) => s.amenities.length > 0,
    relax: (s) => ({
      slots: { ...s, amenities: [] },
      note: {
        es: `quité ${joinWords(s.amenities.map((c) => (AMENITY_LABELS[c] ?? c).toLowerCase()))} de los requisitos`,
        en: 'dropped the amenities you asked for',
      },
    }),
  },
  {
    applies: (s) => s.delivery !== null,
    relax: (s) => ({
      slots: { ...s, delivery: null },
      note: { es: 'incluí propiedades con cualquier fecha de entrega', en: 'included any delivery date' },
    }),
  },
  {
    applies: (s) => s.area_min !== null || s.area_max !== null,
    relax: (s) => ({
      slots: { ...s, area_min: null, area_max: null },
      note: { es: 'quité el filtro de área', en: 'removed the area filter' },
    }),
  },
  {
    applies: (s) => s.bathrooms_min !== null,
    relax: (s) => ({
      slots: { ...s, bathrooms_min: null },
      note: { es: 'quité el mínimo de baños', en: 'removed the minimum of bathrooms' },
    }),
  },
  {
    applies: (s) => s.parking_min !== null,
    relax: (s) => ({
      slots: { ...s, parking_min: null },
      note: { es: 'incluí opciones sin parqueadero', en: 'included options without parking' },
    }),
  },
  {
    applies: (s) => s.neighborhood !== null,
    relax: (s) => ({
      slots: { ...s, neighborhood: null },
      note: s.city
        ? {
            es: `busqué en todo ${s.city} y no solo en ${s.neighborhood}`,
            en: `searched all of ${s.city}, not only ${s.neighborhood}`,
          }
        : { es: `quité el barrio ${s.neighborhood}`, en: `removed the neighbourhood ${s.neighborhood}` },
    }),
  },
  {
    applies: (s) => s.bedrooms_min !== null || s.bedrooms_max !== null,
    relax: (s) => {
      if (s.bedrooms_min !== null && s.bedrooms_max !== null && s.bedrooms_min === s.bedrooms_max) {
        const min = Math.max(1, s.bedrooms_min - 1);
        const max = s.bedrooms_max + 1;
        return {
          slots: { ...s, bedrooms_min: min, bedrooms_max: max },
          note: {
            es: `amplié la búsqueda a ${min} a ${max} habitaciones`,
            en: `widened the search to ${min} to ${max} bedrooms`,
          },
        };
      }
      return {
        slots: { ...s, bedrooms_min: null, bedrooms_max: null },
        note: { es: 'quité el filtro de habitaciones', en: 'removed the bedrooms filter' },
      };
    },
  },
  {
    applies: (s) => s.price_min !== null || s.price_max !== null,
    relax: (s) => {
      const max = s.price_max === null ? null : roundMillion(s.price_max * 1.2, true);
      const min = s.price_min === null ? null : roundMillion(s.price_min * 0.8, false);
      const es: string[] = [];
      const en: string[] = [];
      if (max !== null) {
        es.push(`subí el presupuesto máximo a ${pesos(max)} (20 % más)`);
        en.push(`raised the maximum budget to ${pesosUsd(max)} (20 % more)`);
      }
      if (min !== null) {
        es.push(`bajé el precio mínimo a ${pesos(min)}`);
        en.push(`lowered the minimum price to ${pesosUsd(min)}`);
      }
      return { slots: { ...s, price_min: min, price_max: max }, note: { es: joinWords(es), en: joinEn(en) } };
    },
  },
  {
    applies: (s) => s.property_type !== null,
    relax: (s) => ({
      slots: { ...s, property_type: null },
      note: {
        es: `incluí otros tipos de inmueble además de ${typeNoun(s.property_type)}`,
        en: `included other property types besides ${typeNounEn(s.property_type)}`,
      },
    }),
  },
  {
    applies: (s) => s.department !== null,
    relax: (s) => ({
      slots: { ...s, department: null },
      note: { es: `busqué fuera de ${s.department}`, en: `searched outside ${s.department}` },
    }),
  },
  {
    applies: (s) => s.city !== null,
    relax: (s) => ({
      slots: { ...s, city: null, neighborhood: null },
      note: {
        es: `busqué en otras ciudades porque no tengo inventario que coincida en ${s.city}`,
        en: `searched other cities because I have no matching inventory in ${s.city}`,
      },
    }),
  },
];

/** A loosened search and every note saying how it was loosened. */
type Loosened = { slots: ChatSlots; notes: readonly Note[] };

/** The searches loosened from `from`, one applicable step after another, in {@link RELAXATION}'s order. */
function loosenings(from: Loosened): Loosened[] {
  const out: Loosened[] = [];
  let current = from;
  for (const step of RELAXATION) {
    if (!step.applies(current.slots)) continue;
    const next = step.relax(current.slots);
    current = { slots: next.slots, notes: [...current.notes, next.note] };
    out.push(current);
  }
  return out;
}

/**
 * Every way a search that found nothing is loosened. A place with no inventory at all is loosened first (dropping
 * other filters there could never help): to its whole city when the city has inventory, else to every city.
 */
function looseningBranches(slots: ChatSlots): { when: ChatSlots | null; tried: Loosened[] }[] {
  const start: Loosened = { slots, notes: [] };
  if (!slots.city && !slots.neighborhood && !slots.department)
    return [{ when: null, tried: loosenings(start) }];
  const place = (s: ChatSlots): ChatSlots => ({
    ...EMPTY_SLOTS,
    city: s.city,
    neighborhood: s.neighborhood,
    department: s.department,
  });
  const branches: { when: ChatSlots | null; tried: Loosened[] }[] = [
    { when: place(slots), tried: loosenings(start) },
  ];
  if (slots.neighborhood && slots.city) {
    const cityOnly: Loosened = {
      slots: { ...slots, neighborhood: null },
      notes: [
        {
          es: `busqué en todo ${slots.city} porque no tengo inventario disponible en ${slots.neighborhood}`,
          en: `searched all of ${slots.city} because I have no inventory available in ${slots.neighborhood}`,
        },
      ],
    };
    branches.push({ when: place(cityOnly.slots), tried: [cityOnly, ...loosenings(cityOnly)] });
  }
  const where = slots.neighborhood ?? slots.city ?? slots.department;
  const elsewhere: Loosened = {
    slots: { ...slots, city: null, neighborhood: null, department: null },
    notes: [
      {
        es: `busqué en otras ciudades porque no tengo inventario disponible en ${where}`,
        en: `searched other cities because I have no inventory available in ${where}`,
      },
    ],
  };
  branches.push({ when: null, tried: [elsewhere, ...loosenings(elsewhere)] });
  return branches;
}

/**
 * Searches the inventory; when nothing matches, loosens the least important filter still set and tries again, until
 * something real is found. Returns the best-ranked recommendations and the notes of what was loosened.
 */
export async function searchWithRelaxation(
  db: Db,
  asked: ChatSlots,
  options: {
    snapshot: InventorySnapshot;
    now: Date;
    excluded: Exclusions;
    financing: Financing | null;
    lang?: ChatLanguage;
  }
): Promise<SearchOutcome> {
  // What the visitor ruled out stays out of every query, loosened or not.
  const query = { spellings: options.snapshot.spellings, now: options.now, excluded: options.excluded };
  let slots = asked;
  const notes: Note[] = [];
  // Ranked or filtered by return, every match is read: the best cap rate may be an old listing.
  const limit = asked.rank_by !== null || asked.cap_rate_min !== null ? RETURN_POOL : CANDIDATE_POOL;
  // The pool holds what ranking reads; a delivery date only when the visitor asked one (the ranking weighs it).
  const poolOf = (s: ChatSlots) => findPool(db, s, { ...query, limit, delivery: asked.delivery !== null });
  let { rows: pool, matches } = await poolOf(slots);
  if (pool.length === 0) {
    const branches = looseningBranches(slots);
    const found = await firstMatching(
      db,
      branches.map((b) => ({ when: b.when, tried: b.tried.map((t) => t.slots) })),
      query
    );
    const tried = found ? branches[found.branch]!.tried : [];
    if (found?.tried == null) {
      // Nothing found: the notes say everything that was loosened in vain.
      notes.push(...(tried.at(-1)?.notes ?? []));
      return { recommendations: [], total: 0, ...notesOf(notes) };
    }
    const taken = tried[found.tried]!;
    notes.push(...taken.notes);
    slots = taken.slots;
    ({ rows: pool, matches } = await poolOf(slots));
  }
  const byReturn = slots.rank_by !== null || slots.cap_rate_min !== null;
  // Ranking or filtering by return needs every listing's figures; otherwise only the shown ones carry them.
  let figures = byReturn
    ? await returnFigures(db, options.snapshot, pool, options.financing)
    : new Map<number, ReturnFigures>();
  let matched = pool;
  if (slots.cap_rate_min !== null) {
    const floor = slots.cap_rate_min;
    matched = meetingReturnFloor(pool, figures, floor);
    if (matched.length === 0) {
      notes.push({
        es: `quité el cap rate mínimo del ${formatPercent(floor / 100)}, que ninguna opción alcanza`,
        en: `dropped the minimum cap rate of ${percentOf(floor / 100)}, which no option reaches`,
      });
      matched = pool;
    }
  }
  let first = rankCandidates(matched, { asked, now: options.now, images: new Map() });
  if (slots.rank_by) first = byFigure(first, figures, slots.rank_by);
  first = first.slice(0, RERANKED);
  // A pool smaller than its limit is every match; a full one was counted with it. Filtered by return, the count is
  // what passed.
  const total = matched !== pool || pool.length < limit ? matched.length : matches;
  const extra = await details(
    db,
    first.map((r) => r.id)
  );
  const images = new Map(
    [...extra].filter(([, e]) => e.image !== null).map(([id, e]) => [id, e.image as string])
  );
  let ranked = rankCandidates(first, { asked, now: options.now, images });
  if (slots.rank_by) ranked = byFigure(ranked, figures, slots.rank_by);
  ranked = ranked.slice(0, RESULTS_SHOWN);
  if (!byReturn) figures = await returnFigures(db, options.snapshot, ranked, options.financing);
  const recommendations: Recommendation[] = [];
  for (const r of ranked) {
    // A listing deleted between the two reads has no details: it is not shown.
    const more = extra.get(r.id);
    if (!more) continue;
    const { companyName, image: _image, ...columns } = more;
    recommendations.push(
      toRecommendation(
        { ...r, ...columns },
        companyName,
        options.now,
        figures.get(r.id) ?? null,
        options.lang
      )
    );
  }
  return {
    recommendations,
    total,
    ...notesOf(notes),
  };
}

/** The listings whose estimated cap rate reaches the floor (a percent, as the filter holds it). */
const meetingReturnFloor = <T extends PoolRow>(
  rows: readonly T[],
  figures: ReadonlyMap<number, ReturnFigures>,
  floor: number
) =>
  rows.filter((r) => {
    const f = figures.get(r.id);
    return f !== undefined && asPercent(f.analysis.capRate) >= floor;
  });

/**
 * The listings created after `since` that meet the filters exactly as the chat's search applies them (its SQL
 * filters, the exclusions and the cap-rate floor on the same return figures), newest first: what a saved search is
 * told about. Nothing is loosened: an alert names only listings that truly match.
 */
export async function newMatches(
  db: Db,
  slots: ChatSlots,
  options: { snapshot: InventorySnapshot; now: Date; excluded: Exclusions; since: Date }
): Promise<CandidateRow[]> {
  const pool = await findCandidates(db, slots, {
    spellings: options.snapshot.spellings,
    now: options.now,
    excluded: options.excluded,
    createdAfter: options.since,
    limit: RETURN_POOL,
  });
  if (slots.cap_rate_min === null) return pool;
  const figures = await returnFigures(db, options.snapshot, pool, null);
  return meetingReturnFloor(pool, figures, slots.cap_rate_min);
}

const notesOf = (notes: readonly Note[]) => ({
  relaxed: notes.map((n) => n.es),
  relaxedEn: notes.map((n) => n.en),
});

/** Orders ranked listings by their estimated cap rate or rent, highest first; the match ranking breaks ties. */
function byFigure<T extends { id: number }>(
  rows: readonly T[],
  figures: ReadonlyMap<number, ReturnFigures>,
  by: Ranking
): T[] {
  const value = (row: T) => {
    const f = figures.get(row.id)?.analysis;
    if (!f) return -Infinity;
    return by === 'cap_rate' ? f.capRate : f.monthlyRent;
  };
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map((e) => e.row);
}

const FEATURE_LABELS: Record<string, string> = {
  ...AMENITY_LABELS,
  parqueadero: 'Parqueadero privado',
  parqueadero_visitantes: 'Parqueadero de visitantes',
};

const customLabel = (flag: string) => {
  const words = flag.replace(/^custom_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type CardWords = {
  bedroom: [string, string];
  bathroom: [string, string];
  parking: [string, string];
  delivery: (date: string) => string;
  ready: string;
  noPrice: string;
  noLocation: string;
  feature: (flag: string) => string | undefined;
};

/** A card's words in each language: its facts, the delivery, and what is missing. */
const CARD_WORDS: Record<ChatLanguage, CardWords> = {
  es: {
    bedroom: ['habitación', 'habitaciones'],
    bathroom: ['baño', 'baños'],
    parking: ['parqueadero', 'parqueaderos'],
    delivery: (date: string) => `Entrega: ${formatDate(date)}`,
    ready: 'Entrega inmediata',
    noPrice: 'Precio no disponible',
    noLocation: 'Ubicación no especificada',
    feature: (flag: string) => FEATURE_LABELS[flag],
  },
  en: {
    bedroom: ['bedroom', 'bedrooms'],
    bathroom: ['bathroom', 'bathrooms'],
    parking: ['parking space', 'parking spaces'],
    delivery: (date: string) => `Delivery: ${dateEn(date)}`,
    ready: 'Ready to move in',
    noPrice: 'Price not available',
    noLocation: 'Location not specified',
    feature: (flag: string) => {
      const name = AMENITY_NAMES_EN[flag];
      return name && name.charAt(0).toUpperCase() + name.slice(1);
    },
  },
};

/** A property as the chat shows it: title, price label, location, facts and features, owner and project. */
export function toRecommendation(
  row: CandidateRow & { image?: string | null; score?: number },
  companyName: string,
  now: Date,
  figures: ReturnFigures | null,
  lang: ChatLanguage = 'es'
): Recommendation {
  const w = CARD_WORDS[lang];
  const title =
    row.projectName && !row.name.includes(row.projectName) ? `${row.name} · ${row.projectName}` : row.name;
  const today = now.toISOString().slice(0, 10);
  const features: string[] = [];
  if (row.bedrooms !== null && row.bedrooms > 0) features.push(plural(row.bedrooms, ...w.bedroom));
  if (row.bathrooms !== null && row.bathrooms > 0) features.push(plural(row.bathrooms, ...w.bathroom));
  if (row.parkingSpaces !== null && row.parkingSpaces > 0)
    features.push(plural(row.parkingSpaces, ...w.parking));
  if (row.area !== null) features.push(`${lang === 'en' ? countEn(row.area) : formatCount(row.area)} m²`);
  if (row.projectId !== null && row.deliveryDate && row.deliveryDate > today)
    features.push(w.delivery(row.deliveryDate));
  else features.push(w.ready);
  for (const [flag, on] of Object.entries(row.amenities)) {
    if (!on) continue;
    const label = flag.startsWith('custom_') ? customLabel(flag) : w.feature(flag);
    if (label && !features.includes(label)) features.push(label);
  }
  return {
    id: row.id,
    title,
    price: row.price,
    priceLabel: row.price === null ? w.noPrice : formatMoney(row.price, row.currency),
    currency: row.currency,
    area: row.area,
    location: { city: row.city, district: row.neighborhood },
    locationLabel: [row.neighborhood, row.city].filter(Boolean).join(', ') || w.noLocation,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking_spaces: row.parkingSpaces,
    property_type: row.propertyType,
    property_type_label: (lang === 'en' ? TYPE_LABELS_EN : PROPERTY_TYPE_LABELS)[row.propertyType],
    image: row.image ?? null,
    features,
    description: row.description,
    project: row.projectId
      ? {
          id: row.projectId,
          name: row.projectName ?? '',
          status: row.projectStatus ?? '',
          delivery_date: row.deliveryDate,
        }
      : null,
    company: { id: row.companyId, name: companyName },
    availability_checked_at: now.toISOString(),
    match_score: Math.round((row.score ?? 0) * 100) / 100,
    cap_rate: figures ? asPercent(figures.analysis.capRate) : null,
    estimated_rent: figures?.analysis.monthlyRent ?? null,
    roi: figures ? asPercent(figures.analysis.roi) : null,
  };
}

/** '6', '1.000' or 'más de 1.000'. */
export const countLabel = (total: number) =>
  total > COUNT_CAP ? `más de ${formatCount(COUNT_CAP)}` : formatCount(total);

/** The heading of a search that found nothing even loosened: the company assistant counts it as unmet demand. */
export const NO_RESULTS_HEADING = '## No encontré propiedades disponibles';

// The figures come from the financial analysis (cash purchase unless the visitor gave a loan), so the reply says so.
const orderPhrase = (asked: ChatSlots) =>
  asked.rank_by === 'cap_rate'
    ? 'ordenadas por cap rate estimado, de mayor a menor (el mismo del análisis financiero)'
    : asked.rank_by === 'rent'
      ? 'ordenadas por arriendo mensual estimado, de mayor a menor (el mismo del análisis financiero)'
      : 'ordenadas por coincidencia, información completa y actualización reciente';

const orderPhraseEn = (asked: ChatSlots) =>
  asked.rank_by === 'cap_rate'
    ? 'ranked by estimated cap rate, highest first (the same as in the financial analysis)'
    : asked.rank_by === 'rent'
      ? 'ranked by estimated monthly rent, highest first (the same as in the financial analysis)'
      : 'ranked by match, complete information and recent updates';

const countLabelEn = (total: number) => (total > COUNT_CAP ? `more than ${COUNT_CAP}` : String(total));

/** The reply to a search or a refinement in English: the same parts as {@link searchContent}. */
function searchContentEn(outcome: SearchOutcome, asked: ChatSlots, notes: readonly string[]): string {
  const lines: string[] = [];
  const shown = outcome.recommendations.length;
  const described = describeRequestEn(asked);
  if (outcome.total === 0) {
    lines.push(NO_RESULTS_HEADING_EN, ...notes);
    lines.push(
      `Right now there are no ${described} in the inventory, even with looser filters. Try another city or a different budget.`
    );
    return lines.join('\n');
  }
  const options = outcome.total === 1 ? 'option' : 'options';
  if (outcome.relaxedEn.length > 0) {
    lines.push('## No exact matches', ...notes);
    lines.push(
      `There are no **${described}** available. To show you real options, I ${joinEn(outcome.relaxedEn)}, and found ${countLabelEn(outcome.total)} ${options}.`
    );
  } else {
    lines.push(
      `## I found ${countLabelEn(outcome.total)} ${typeNounEn(asked.property_type, outcome.total !== 1)}`,
      ...notes
    );
    const which =
      shown === outcome.total
        ? shown === 1
          ? 'the only option'
          : `all ${shown} options`
        : `the ${shown} best`;
    lines.push(`For your search for **${described}**. Here are ${which}, ${orderPhraseEn(asked)}.`);
  }
  lines.push('');
  const withReturn = asked.rank_by !== null || asked.cap_rate_min !== null;
  outcome.recommendations.slice(0, 3).forEach((r, i) => lines.push(resultLineEn(i + 1, r, withReturn)));
  lines.push('');
  lines.push(
    !asked.city && !asked.neighborhood && !asked.department
      ? 'Tell me the city and your budget and I will narrow the results.'
      : 'You can refine with "cheaper", "with parking" or another city, or ask "compare the first two".'
  );
  lines.push(
    'Would you like the financial analysis of the first option? Reply **yes** or press **Analysis** on any card.'
  );
  return lines.join('\n');
}

/** The reply to a search or a refinement: what was found (or loosened), the top results and how to go on. */
export function searchContent(
  outcome: SearchOutcome,
  asked: ChatSlots,
  notes: readonly string[],
  lang: ChatLanguage = 'es'
): string {
  if (lang === 'en') return searchContentEn(outcome, asked, notes);
  const lines: string[] = [];
  const shown = outcome.recommendations.length;
  const noun = typeNoun(asked.property_type);
  if (outcome.total === 0) {
    lines.push(NO_RESULTS_HEADING);
    lines.push(...notes);
    lines.push(
      `En este momento no hay ${describeRequest(asked)} en el inventario, ni relajando los filtros. Prueba con otra ciudad o un presupuesto distinto.`
    );
    return lines.join('\n');
  }
  if (outcome.relaxed.length > 0) {
    lines.push('## No encontré coincidencias exactas');
    lines.push(...notes);
    lines.push(
      `No hay **${describeRequest(asked)}** disponibles. Para mostrarte opciones reales, ${joinWords(outcome.relaxed)}, y encontré ${countLabel(outcome.total)} ${outcome.total === 1 ? 'opción' : 'opciones'}.`
    );
  } else {
    lines.push(
      `## Encontré ${countLabel(outcome.total)} ${outcome.total === 1 ? typeNoun(asked.property_type, false) : noun}`
    );
    lines.push(...notes);
    const which =
      shown === outcome.total
        ? shown === 1
          ? 'la única opción'
          : `las ${shown} opciones`
        : `las ${shown} mejores`;
    lines.push(
      `Para tu búsqueda de **${describeRequest(asked)}**. Te muestro ${which}, ${orderPhrase(asked)}.`
    );
  }
  lines.push('');
  const withReturn = asked.rank_by !== null || asked.cap_rate_min !== null;
  outcome.recommendations.slice(0, 3).forEach((r, i) => lines.push(resultLine(i + 1, r, withReturn)));
  lines.push('');
  if (!asked.city && !asked.neighborhood && !asked.department) {
    lines.push('Si me dices la ciudad y tu presupuesto, afino los resultados.');
  } else {
    lines.push('Puedes afinar con "más barato", "con parqueadero" o cambiando de ciudad.');
  }
  lines.push(
    '¿Quieres el análisis financiero de la primera opción? Responde **sí** o pulsa **Análisis** en cualquier tarjeta.'
  );
  return lines.join('\n');
}
