import { randomUUID } from 'node:crypto';
import {
  type AgentType,
  type AnalysisDetails,
  type ChatLanguage,
  type ChatReply,
  type ChatRequest,
  type ChatSlots,
  type Comparison,
  type Recommendation,
} from '#domain/chat';
import { hasAnyFilter } from '#domain/chat-slots';
import { escapeMarkup } from '#domain/chat-markup';
import { median } from '#domain/finance/analysis';
import type { Db } from '#server/db/client';
import { analysisReply } from './analysis-reply';
import { ReplyCache, replyCacheKey } from './cache';
import { loadInventory, type InventorySnapshot } from './inventory';
import type { Rephraser } from './llm';
import { detectLanguage } from './language';
import { ANALYSIS_WORDS } from './analysis-texts';
import {
  FIXED_TEXTS,
  GLOSSARY_TEXTS_EN,
  conversionNotesEn,
  describeRequestEn,
  foreignTextEn,
  pesosUsd,
  placePhraseEn,
  typeNounEn,
} from './replies-en';
import {
  GLOSSARY_TEXTS,
  conversionNotes,
  describeRequest,
  foreignText,
  placePhrase,
  pesos,
  typeNoun,
} from './replies';
import { CANDIDATE_POOL, countMatches, findCandidates, findPublicListing, type CandidateRow } from './search';
import { compareListings } from './compare-reply';
import { rentBasis } from './returns';
import { searchContent, searchWithRelaxation } from './search-reply';
import {
  emptyState,
  loadSession,
  purgeOldSessions,
  saveSession,
  saveSessionIfUnchanged,
  stateKey,
  type LoadedSession,
  type RememberedSession,
  type SessionState,
  type StoredMessage,
} from './session-store';
import { applyExclusions, applyOps, emptySlots, noExclusions } from './slots';
import { fold } from './text';
import { isNegative, type CompareRef, type Financing, type Understanding } from './understand';
import { createUnderstandingMemo } from './understanding-memo';

/** What a handler decides: the reply's content and data, and the session state after it. */
type Outcome = {
  agentType: AgentType;
  content: string;
  recommendations: Recommendation[];
  analysis: AnalysisDetails | null;
  total: number;
  relaxed: string[];
  comparison?: Comparison | null;
  next: SessionState;
};

/** How long the places read from the inventory are reused after the inventory changed. */
const PLACES_TTL_MS = 60_000;
/** Sessions whose last written state an API remembers, and for how long (ADR 0075). */
const REMEMBERED_SESSIONS = 5000;
const REMEMBERED_SESSION_MS = 30 * 60_000;

/** A message answered: the reply, where it came from, and the two messages it adds to the session's history. */
type Turn = {
  outcome: Outcome;
  source: ChatReply['decision_source'];
  language: ChatLanguage;
  understanding: Understanding;
  messages: StoredMessage[];
};

/** Which of two inventory versions is newer (the sequence's value; a trailing '-' is the value not yet used). */
function newerVersion(a: string | undefined, b: string): string {
  if (a === undefined) return b;
  const rank = (v: string) => (v.endsWith('-') ? Number(v.slice(0, -1)) - 0.5 : Number(v));
  return rank(b) >= rank(a) ? b : a;
}

export type AssistantOptions = {
  /** Optional rewording service; never used for analyses (their figures and headings are the reply). */
  rephrase?: Rephraser | null;
  now?: () => Date;
};

/** The investor assistant: understands a message in its session, answers from the inventory, remembers the state. */
export function createAssistant(options: AssistantOptions = {}) {
  const cache = new ReplyCache<Outcome>();
  const read = createUnderstandingMemo();
  const snapshots = new WeakMap<Db, InventorySnapshot>();
  // Per database: the state this API last wrote for each session, and the newest inventory version it has read. A
  // message of a remembered session is answered from them and written only if both are still so (ADR 0075).
  const memories = new WeakMap<Db, { sessions: ReplyCache<RememberedSession>; version?: string }>();
  let newSessions = 0;

  function memoryOf(db: Db) {
    let memory = memories.get(db);
    if (!memory) {
      memory = { sessions: new ReplyCache(REMEMBERED_SESSIONS, REMEMBERED_SESSION_MS) };
      memories.set(db, memory);
    }
    return memory;
  }

  async function snapshotFor(db: Db, version: string): Promise<InventorySnapshot> {
    const current = snapshots.get(db);
    if (current?.version === version) return current;
    // Every listing change bumps the version; re-reading every place after each one would make the next reply
    // slow on a large inventory, so places are refreshed at most once a minute (the cache still keys on the version).
    if (current && Date.now() - current.loadedAt < PLACES_TTL_MS) {
      const next = { ...current, version, rented: new Map() };
      snapshots.set(db, next);
      return next;
    }
    const loaded = await loadInventory(db, version);
    snapshots.set(db, loaded);
    return loaded;
  }

  /**
   * Answers one message; the reply carries the session id to keep using. `reader` is where the search reads
   * listings (a fresh read replica); the session, the inventory version and every write stay on `db`.
   */
  async function reply(db: Db, request: ChatRequest, reader: Db = db): Promise<ChatReply> {
    const now = options.now?.() ?? new Date();
    const sessionId = request.session_id ?? `s_${randomUUID().replace(/-/g, '')}`;
    const memory = memoryOf(db);
    const remembered = request.session_id ? memory.sessions.get(sessionId, now.getTime()) : undefined;
    const quick = remembered
      ? await fromMemory(db, reader, request, sessionId, remembered, memory.version, now)
      : null;
    let session: LoadedSession;
    let turn: Turn;
    let saved: RememberedSession;
    if (quick && 'saved' in quick) ({ session, turn, saved } = quick);
    else {
      session = quick?.current ?? (await loadSession(db, sessionId));
      turn = (await answer(reader, db, request, session, now))!;
      saved = await saveSession(db, sessionId, turn.outcome.next, turn.messages, now);
    }
    memory.sessions.set(sessionId, saved, now.getTime());
    memory.version = newerVersion(memory.version, session.inventoryVersion);
    if (!session.exists && ++newSessions % 200 === 0) await purgeOldSessions(db, now);

    const { outcome, source, language, understanding: u } = turn;
    return {
      content: outcome.content,
      recommendations: outcome.recommendations,
      agent_type: outcome.agentType,
      decision_source: source,
      analysis_details: outcome.analysis,
      slots: outcome.next.slots,
      ack: { score: u.ack },
      cache: { hit: source === 'cache' },
      session_id: sessionId,
      total_matches: outcome.total,
      relaxed: outcome.relaxed,
      comparison: outcome.comparison ?? null,
      language,
    };
  }

  /**
   * A message of a session this API wrote last, answered from what it wrote and the newest inventory version it read,
   * when the reply cache holds its reply: saved in one statement if the session and the inventory are still so. Any
   * other message reads its session first: behind the balancer the next message often reaches another instance, and
   * a search made from a state that moved would be made twice (ADR 0075). Null when the cache holds no reply; the
   * session as it is now when it or the inventory moved.
   */
  async function fromMemory(
    db: Db,
    reader: Db,
    request: ChatRequest,
    sessionId: string,
    remembered: RememberedSession,
    version: string | undefined,
    now: Date
  ): Promise<
    { session: LoadedSession; turn: Turn; saved: RememberedSession } | { current: LoadedSession } | null
  > {
    if (version === undefined) return null;
    const session: LoadedSession = { state: remembered.state, exists: true, inventoryVersion: version };
    const turn = await answer(reader, db, request, session, now, true);
    if (!turn) return null;
    const expected = { hash: remembered.hash, version };
    const written = await saveSessionIfUnchanged(
      db,
      sessionId,
      expected,
      turn.outcome.next,
      turn.messages,
      now
    );
    return written.saved ? { session, turn, saved: written.saved } : { current: written.current };
  }

  /**
   * The reply to a message in a session's state at an inventory version, and the messages it adds to the history;
   * with `cachedOnly`, only a reply the cache holds (null when it holds none).
   */
  async function answer(
    reader: Db,
    db: Db,
    request: ChatRequest,
    session: LoadedSession,
    now: Date,
    cachedOnly = false
  ): Promise<Turn | null> {
    const version = session.inventoryVersion;
    const snapshot = await snapshotFor(db, version);
    // The message's own language wins; an ambiguous one keeps the visitor's choice, else the conversation's.
    const language = detectLanguage(request.message) ?? request.language ?? session.state.language;
    const state: SessionState = { ...session.state, language };
    const { understanding, question } = read(
      request.message,
      {
        hasActiveSearch: hasAnyFilter(state.slots) || state.results.length > 0,
        hasAnalysis: state.analysisPropertyId !== null,
      },
      snapshot.gazetteer,
      now.getTime()
    );
    const key = replyCacheKey({
      question,
      state: stateKey(state),
      inventory: version,
      day: now.toISOString().slice(0, 10),
    });
    const cached = cache.get(key, now.getTime());
    let outcome: Outcome;
    let source: ChatReply['decision_source'] = 'rules';
    if (cached) {
      outcome = cached;
      source = 'cache';
    } else if (cachedOnly) {
      return null;
    } else {
      const made = await handle(reader, understanding, state, snapshot, now);
      // The markdown may carry company-controlled names: no client rendering it as HTML may run them as markup.
      // Escaped once, when the reply is made; the cache keeps it escaped.
      outcome = { ...made, content: escapeMarkup(made.content) };
      cache.set(key, outcome, now.getTime());
      if (options.rephrase && outcome.analysis === null && outcome.agentType !== 'FINANCIAL_ANALYSIS') {
        const reworded = await options.rephrase(made.content);
        if (reworded) {
          outcome = { ...outcome, content: escapeMarkup(reworded) };
          source = 'llm';
        }
      }
    }
    const at = now.toISOString();
    const messages: StoredMessage[] = [
      { role: 'user', content: request.message, at },
      { role: 'assistant', content: outcome.content, agent_type: outcome.agentType, at },
    ];
    return { outcome, source, language, understanding, messages };
  }

  return { reply, cache };
}

export type Assistant = ReturnType<typeof createAssistant>;

const plain = (agentType: AgentType, content: string, next: SessionState): Outcome => ({
  agentType,
  content,
  recommendations: [],
  analysis: null,
  total: 0,
  relaxed: [],
  next,
});

async function handle(
  db: Db,
  u: Understanding,
  state: SessionState,
  snapshot: InventorySnapshot,
  now: Date
): Promise<Outcome> {
  if (u.compare) return compare(db, u.compare, state, snapshot);
  const lang = state.language;
  switch (u.intent) {
    case 'GREETING':
      return plain('GREETING', FIXED_TEXTS[lang].greeting, { ...state, offeredAnalysisId: null });
    case 'HELP':
      return plain(
        'HELP',
        (u.glossaryTerm && (lang === 'en' ? GLOSSARY_TEXTS_EN : GLOSSARY_TEXTS)[u.glossaryTerm]) ||
          FIXED_TEXTS[lang].help,
        state
      );
    case 'NEW_SEARCH':
      return plain('NEW_SEARCH', FIXED_TEXTS[lang].newSearch, { ...emptyState(), language: lang });
    case 'OUT_OF_CONTEXT':
      return plain('OUT_OF_CONTEXT', FIXED_TEXTS[lang].outOfContext, { ...state, offeredAnalysisId: null });
    case 'AFFIRMATION':
      return affirmation(db, u, state, snapshot, now);
    case 'FINANCIAL_ANALYSIS':
      return analysis(db, u, state, snapshot, now, 'FINANCIAL_ANALYSIS');
    case 'SEARCH':
    case 'REFINE':
      return search(db, u, state, snapshot, now);
  }
}

async function compare(
  db: Db,
  ref: CompareRef,
  state: SessionState,
  snapshot: InventorySnapshot
): Promise<Outcome> {
  const next: SessionState = { ...state, offeredAnalysisId: null };
  const ids =
    ref.kind === 'ids'
      ? ref.ids
      : ref.indexes
          .map((i) => state.results[i < 0 ? state.results.length - 1 : i]?.id)
          .filter((id): id is number => id !== undefined);
  const result = await compareListings(db, snapshot, [...new Set(ids)], state.financing, {
    askedFor: ref.kind === 'ids' ? ref.ids.length : ref.indexes.length,
    resultsShown: state.results.length,
    lang: state.language,
  });
  return { ...plain('FINANCIAL_ANALYSIS', result.content, next), comparison: result.comparison };
}

async function affirmation(
  db: Db,
  u: Understanding,
  state: SessionState,
  snapshot: InventorySnapshot,
  now: Date
): Promise<Outcome> {
  if (isNegative(u.normalized))
    return plain('AFFIRMATION', FIXED_TEXTS[state.language].decline, { ...state, offeredAnalysisId: null });
  if (state.offeredAnalysisId !== null) {
    const ref = { ...u, propertyRef: { kind: 'id' as const, id: state.offeredAnalysisId } };
    return analysis(db, ref, state, snapshot, now, 'AFFIRMATION');
  }
  const texts = FIXED_TEXTS[state.language];
  return plain('AFFIRMATION', /gracias/.test(u.normalized) ? texts.thanks : texts.affirmation, state);
}

async function search(
  db: Db,
  u: Understanding,
  state: SessionState,
  snapshot: InventorySnapshot,
  now: Date
): Promise<Outcome> {
  const base = u.reset ? emptySlots() : state.slots;
  const ruledOut = applyExclusions(
    applyOps(base, u.ops, snapshot.gazetteer),
    u.reset ? noExclusions() : state.excluded,
    u.excluded
  );
  let slots = ruledOut.slots;
  const excluded = ruledOut.excluded;
  const lang = state.language;
  const notes: string[] = [];
  if (u.foreignPlace) notes.push(lang === 'en' ? foreignTextEn(u.foreignPlace) : foreignText(u.foreignPlace));
  notes.push(...(lang === 'en' ? conversionNotesEn(u) : conversionNotes(u)));
  const relative = resolveRelative(slots, u, state, lang);
  slots = relative.slots;
  notes.push(...relative.notes);

  const nothingNew = u.ops.length === 0 && relative.notes.length === 0;
  if (u.intent === 'REFINE' && nothingNew && state.results.length === 0 && !hasAnyFilter(slots)) {
    return plain('REFINE', FIXED_TEXTS[lang].noContextRefine, state);
  }
  const outcome = await searchWithRelaxation(db, slots, {
    snapshot,
    now,
    excluded,
    financing: state.financing,
    lang,
  });
  const first = outcome.recommendations[0];
  return {
    agentType: u.intent,
    content: searchContent(outcome, slots, notes, lang),
    recommendations: outcome.recommendations,
    analysis: null,
    total: outcome.total,
    relaxed: outcome.relaxed,
    next: {
      ...state,
      slots,
      excluded,
      results: outcome.recommendations.map((r) => ({
        id: r.id,
        title: r.title,
        price: r.price,
        area: r.area,
        bedrooms: r.bedrooms,
      })),
      offeredAnalysisId: first?.id ?? null,
    },
  };
}

/** Turns 'más barato', 'más grande' and the like into concrete limits from the results the visitor just saw. */
function resolveRelative(
  slots: ChatSlots,
  u: Understanding,
  state: SessionState,
  lang: ChatLanguage
): { slots: ChatSlots; notes: string[] } {
  const next = { ...slots };
  const said: string[] = [];
  const en = lang === 'en';
  const notes = { push: (es: string, english: string) => said.push(en ? english : es) };
  const prices = state.results.map((r) => r.price).filter((p): p is number => p !== null);
  const areas = state.results.map((r) => r.area).filter((a): a is number => a !== null);
  const rooms = state.results.map((r) => r.bedrooms).filter((b): b is number => b !== null);
  for (const relative of u.relative) {
    if (relative === 'cheaper') {
      const ceiling = Math.min(next.price_max ?? Infinity, prices.length ? Math.max(...prices) : Infinity);
      if (!Number.isFinite(ceiling)) {
        notes.push(
          'Para buscar más barato necesito un presupuesto: dime un precio máximo.',
          'To look for cheaper options I need a budget: tell me a maximum price.'
        );
        continue;
      }
      next.price_max = Math.floor((ceiling * 0.9) / 1_000_000) * 1_000_000;
      if (next.price_min !== null && next.price_min > next.price_max) next.price_min = null;
      notes.push(
        `Bajé el precio máximo a **${pesos(next.price_max)}** (10 % menos que la opción más cara que viste).`,
        `I lowered the maximum price to **${pesosUsd(next.price_max)}** (10 % less than the priciest option you saw).`
      );
    } else if (relative === 'pricier') {
      const floor = Math.max(next.price_min ?? 0, prices.length ? Math.min(...prices) : 0);
      if (floor === 0) {
        notes.push(
          'Para buscar opciones de mayor precio necesito una referencia: dime un precio mínimo.',
          'To look for pricier options I need a reference: tell me a minimum price.'
        );
        continue;
      }
      next.price_min = Math.ceil((floor * 1.1) / 1_000_000) * 1_000_000;
      if (next.price_max !== null && next.price_max < next.price_min) next.price_max = null;
      notes.push(
        `Subí el precio mínimo a **${pesos(next.price_min)}**.`,
        `I raised the minimum price to **${pesosUsd(next.price_min)}**.`
      );
    } else if (relative === 'bigger') {
      const base = Math.max(next.area_min ?? 0, areas.length ? Math.max(...areas) : 0);
      if (base === 0) continue;
      next.area_min = Math.round(base * 1.1);
      if (next.area_max !== null && next.area_max < next.area_min) next.area_max = null;
      notes.push(`Busco desde **${next.area_min} m²**.`, `I search from **${next.area_min} m²**.`);
    } else if (relative === 'smaller') {
      const base = Math.min(next.area_max ?? Infinity, areas.length ? Math.min(...areas) : Infinity);
      if (!Number.isFinite(base)) continue;
      next.area_max = Math.round(base * 0.9);
      if (next.area_min !== null && next.area_min > next.area_max) next.area_min = null;
      notes.push(`Busco hasta **${next.area_max} m²**.`, `I search up to **${next.area_max} m²**.`);
    } else if (relative === 'more_bedrooms') {
      const base = next.bedrooms_max ?? next.bedrooms_min ?? (rooms.length ? Math.max(...rooms) : 1);
      next.bedrooms_min = base + 1;
      next.bedrooms_max = null;
      notes.push(
        `Busco desde **${next.bedrooms_min} habitaciones**.`,
        `I search from **${next.bedrooms_min} bedrooms**.`
      );
    } else {
      const base = next.bedrooms_min ?? next.bedrooms_max ?? (rooms.length ? Math.min(...rooms) : 2);
      next.bedrooms_max = Math.max(1, base - 1);
      if (next.bedrooms_min !== null && next.bedrooms_min > next.bedrooms_max) next.bedrooms_min = null;
      notes.push(
        `Busco hasta **${next.bedrooms_max} habitaciones**.`,
        `I search up to **${next.bedrooms_max} bedrooms**.`
      );
    }
  }
  return { slots: next, notes: said };
}

async function analysis(
  db: Db,
  u: Understanding,
  state: SessionState,
  snapshot: InventorySnapshot,
  now: Date,
  agentType: AgentType
): Promise<Outcome> {
  const financing = mergeFinancing(state.financing, u.financing);
  const next: SessionState = { ...state, financing, offeredAnalysisId: null };
  const lang = state.language;
  const target = await analysisTarget(db, u, state, snapshot, now);
  if ('message' in target) return plain(agentType, target.message, next);
  const { row, typicalAmong } = target;
  if (row.price === null || row.price <= 0)
    return plain(agentType, ANALYSIS_WORDS[lang].noPrice(target.title), next);
  const rent = await rentBasis(db, snapshot, row);
  const result = analysisReply({ row, title: target.title, typicalAmong }, rent, financing, now, lang);
  return {
    agentType,
    content: result.content,
    recommendations: [],
    analysis: result.details,
    total: 0,
    relaxed: [],
    next: { ...next, analysisPropertyId: row.id },
  };
}

type Target =
  | {
      row: CandidateRow;
      title: string;
      typicalAmong?: { count: number; placeLabel: string };
    }
  | { message: string };

const titleOf = (row: CandidateRow) =>
  row.projectName && !row.name.includes(row.projectName) ? `${row.name} · ${row.projectName}` : row.name;

async function analysisTarget(
  db: Db,
  u: Understanding,
  state: SessionState,
  snapshot: InventorySnapshot,
  now: Date
): Promise<Target> {
  const say = TARGET_TEXTS[state.language];
  const byId = async (id: number): Promise<Target> => {
    const row = await findPublicListing(db, id);
    return row ? { row, title: titleOf(row) } : { message: say.notFound(id) };
  };
  const ref = u.propertyRef;
  if (ref?.kind === 'id') return byId(ref.id);
  if (ref?.kind === 'position' || ref?.kind === 'last' || ref?.kind === 'cheapest') {
    const results = state.results;
    const picked =
      ref.kind === 'last'
        ? results[results.length - 1]
        : ref.kind === 'cheapest'
          ? [...results].filter((r) => r.price !== null).sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0]
          : results[ref.index];
    if (picked) return byId(picked.id);
    return { message: say.whichProperty };
  }
  if (ref?.kind === 'title') {
    const wanted = fold(ref.title);
    const seen =
      state.results.find((r) => fold(r.title) === wanted) ??
      state.results.find((r) => fold(r.title).includes(wanted));
    if (seen) return byId(seen.id);
  }

  // A place without a property: analyse the property of median price there.
  const local = applyOps(emptySlots(), u.ops, snapshot.gazetteer);
  if (local.city || local.neighborhood || local.department) {
    const slots: ChatSlots = { ...local, property_type: local.property_type ?? 'apartment' };
    const query = { spellings: snapshot.spellings, now };
    const pool = await findCandidates(db, slots, query);
    const count = pool.length < CANDIDATE_POOL ? pool.length : await countMatches(db, slots, query);
    const priced = pool.filter((r) => r.price !== null);
    if (priced.length === 0) return { message: say.noData(slots) };
    const middle = median(priced.map((r) => r.price as number)) as number;
    const row = priced.reduce((best, r) =>
      Math.abs((r.price as number) - middle) < Math.abs((best.price as number) - middle) ? r : best
    );
    return {
      row,
      title: titleOf(row),
      typicalAmong: { count, placeLabel: say.available(slots) },
    };
  }
  const fallback = state.analysisPropertyId ?? state.offeredAnalysisId ?? state.results[0]?.id ?? null;
  if (fallback !== null) return byId(fallback);
  return { message: say.whatToAnalyse };
}

/** The clarifying questions and notes of an analysis request, in each language. */
const TARGET_TEXTS: Record<
  ChatLanguage,
  {
    notFound: (id: number) => string;
    whichProperty: string;
    whatToAnalyse: string;
    noData: (slots: ChatSlots) => string;
    available: (slots: ChatSlots) => string;
  }
> = {
  es: {
    notFound: (id) =>
      `## No encontré esa propiedad\nNo hay ninguna propiedad con el ID ${id} en el inventario.`,
    whichProperty:
      '## ¿Cuál propiedad?\nNo tengo resultados a los que referirme. Busca primero, por ejemplo **apartamentos en Cali**, y luego pide el análisis de una opción.',
    whatToAnalyse:
      '## ¿Qué quieres analizar?\nPulsa **Análisis** en una propiedad de los resultados, o pídeme el análisis de una ciudad, por ejemplo **análisis financiero de inversión en Medellín**.',
    noData: (slots) =>
      `## Sin datos para ese análisis\nNo hay ${describeRequest(slots)} disponibles para tomar como referencia.`,
    available: (slots) => `${typeNoun(slots.property_type)} disponibles ${placePhrase(slots) ?? ''}`.trim(),
  },
  en: {
    notFound: (id) =>
      `## I could not find that property\nThere is no property with ID ${id} in the inventory.`,
    whichProperty:
      '## Which property?\nI have no results to refer to. Search first, for example **apartments in Cali**, and then ask for the analysis of an option.',
    whatToAnalyse:
      '## What would you like me to analyse?\nPress **Analysis** on a property of the results, or ask me for the analysis of a city, for example **investment analysis in Medellín**.',
    noData: (slots) =>
      `## No data for that analysis\nThere are no ${describeRequestEn(slots)} available to take as a reference.`,
    available: (slots) => `available ${typeNounEn(slots.property_type)} ${placePhraseEn(slots) ?? ''}`.trim(),
  },
};

function mergeFinancing(before: Financing | null, stated: Financing | null): Financing | null {
  if (!stated) return before;
  // Paying cash drops the loan terms; new loan terms replace the old ones field by field.
  if (stated.mortgage === false)
    return { ...stated, loanToValue: undefined, rate: undefined, years: undefined };
  return { ...(before ?? {}), ...stated };
}
