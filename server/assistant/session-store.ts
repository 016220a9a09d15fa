import { lt, sql, type SQL } from 'drizzle-orm';
import { builtOnce } from '#server/db/built-once';
import { namedExecute } from '#server/db/named-statement';
import type { AgentType, ChatLanguage, ChatSlots } from '#domain/chat';
import type { Db } from '#server/db/client';
import { chatSessions } from '#server/db/schema';
import { emptySlots, noExclusions, parseStoredExclusions, parseStoredSlots, type Exclusions } from './slots';
import type { Financing } from './understand';

/** A result the visitor saw, kept so follow-ups ('más barato', 'la primera') can refer to it. */
export type ResultRef = {
  id: number;
  title: string;
  price: number | null;
  area: number | null;
  bedrooms: number | null;
};

/** What the assistant remembers of a conversation between messages. */
export type SessionState = {
  slots: ChatSlots;
  /** What the visitor ruled out; never loosened. */
  excluded: Exclusions;
  results: ResultRef[];
  /** The property of the last analysis, so financing follow-ups re-run it. */
  analysisPropertyId: number | null;
  financing: Financing | null;
  /** The property the last reply offered to analyse ('responde sí'). */
  offeredAnalysisId: number | null;
  /** The language of the conversation: the last message's, or the one the visitor chose. */
  language: ChatLanguage;
};

export type StoredMessage = {
  role: 'user' | 'assistant';
  content: string;
  agent_type?: AgentType;
  at: string;
};

/** Messages kept per session: enough for context and review, bounded so a row stays small. */
export const HISTORY_LIMIT = 30;
/** Characters kept of each stored message (the browser keeps the full text of its own conversation). */
const STORED_CONTENT_LIMIT = 1500;
/** Sessions untouched for this long are deleted when new ones are created. */
const SESSION_TTL_DAYS = 90;

export const emptyState = (): SessionState => ({
  slots: emptySlots(),
  excluded: noExclusions(),
  results: [],
  analysisPropertyId: null,
  financing: null,
  offeredAnalysisId: null,
  language: 'es',
});

// The inventory's version: a sequence the database bumps on every write to listings, projects, their images and
// companies (migration 0003), with which the reply cache and the places are kept fresh.
const INVENTORY_VERSION = sql.raw(
  `(select last_value::text || case when is_called then '' else '-' end from inventory_version_seq)`
);
// What a stored state is compared by: the hash of its canonical text (jsonb prints its keys in one order).
const stateHash = (slots: SQL) => sql`md5((${slots})::text)`;

// A message of a session this API does not remember starts with one statement, built once: the session's state and
// the inventory's version.
const sessionAndVersion = builtOnce('session-store.sessionAndVersion', (db, statement) =>
  db
    .select({
      slots: sql<Record<
        string,
        unknown
      > | null>`(select slots from chat_sessions where id = ${sql.placeholder('id')})`,
      version: sql<string>`${INVENTORY_VERSION}`,
    })
    .from(sql`(select 1) as turn`)
    .prepare(statement)
);

// The new messages are appended in the database, which keeps the last HISTORY_LIMIT: a message neither reads nor
// sends back the history before it (up to 30 replies, tens of kB) only to add two entries to it.
const lastMessages = (all: SQL) =>
  sql`(select coalesce(jsonb_agg(m.entry order by m.n), '[]'::jsonb)
    from jsonb_array_elements(${all}) with ordinality as m(entry, n)
    where m.n > jsonb_array_length(${all}) - ${sql.raw(String(HISTORY_LIMIT))})`;

const upsertSession = builtOnce('session-store.upsertSession', (db, statement) =>
  db
    .insert(chatSessions)
    .values({
      id: sql.placeholder('id'),
      slots: sql.placeholder('slots'),
      messages: sql.placeholder('messages'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: chatSessions.id,
      set: {
        slots: sql`excluded.slots`,
        messages: lastMessages(sql`${chatSessions.messages} || excluded.messages`),
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ hash: sql<string>`${stateHash(sql`${chatSessions.slots}`)}` })
    .prepare(statement)
);

const saveIfUnchanged = namedExecute<{
  saved: string | null;
  slots: Record<string, unknown> | null;
  version: string;
}>('session-store.saveIfUnchanged');

/** A session as a message is answered from it: its state, whether it is stored, the inventory's version. */
export type LoadedSession = { state: SessionState; exists: boolean; inventoryVersion: string };

/** The state of a session as stored; none starts empty. */
function stateOf(slots: Record<string, unknown> | null): SessionState {
  if (!slots) return emptyState();
  const results = Array.isArray(slots.results) ? (slots.results as ResultRef[]) : [];
  return {
    slots: parseStoredSlots(slots.filters),
    excluded: parseStoredExclusions(slots.excluded),
    results: results.filter((r) => typeof r?.id === 'number'),
    analysisPropertyId: typeof slots.analysisPropertyId === 'number' ? slots.analysisPropertyId : null,
    financing:
      typeof slots.financing === 'object' && slots.financing !== null ? (slots.financing as Financing) : null,
    offeredAnalysisId: typeof slots.offeredAnalysisId === 'number' ? slots.offeredAnalysisId : null,
    language: slots.language === 'en' ? 'en' : 'es',
  };
}

/**
 * Reads the state of a session by the id the browser keeps (a new or unknown id starts empty), and the version of
 * the inventory at that moment.
 */
export async function loadSession(db: Db, id: string): Promise<LoadedSession> {
  const [row] = await sessionAndVersion(db).execute({ id });
  return {
    state: stateOf(row?.slots ?? null),
    exists: Boolean(row?.slots),
    inventoryVersion: row?.version ?? '0',
  };
}

/** A session's state as this API last wrote it, with the hash the database gave that write. */
export type RememberedSession = { state: SessionState; hash: string };

/** What a session's state is stored as, and the messages as stored (each cut to its stored length). */
function stored(state: SessionState, added: readonly StoredMessage[]) {
  const slots = {
    filters: state.slots,
    excluded: state.excluded,
    results: state.results,
    analysisPropertyId: state.analysisPropertyId,
    financing: state.financing,
    offeredAnalysisId: state.offeredAnalysisId,
    language: state.language,
  };
  const messages = added.map((m) =>
    m.content.length > STORED_CONTENT_LIMIT
      ? { ...m, content: `${m.content.slice(0, STORED_CONTENT_LIMIT)}…` }
      : m
  );
  return { slots, messages };
}

/**
 * The state as the next load would read it back: the stored value through JSON, as the database returns it. What
 * an API remembers of a session is exactly what another instance would load.
 */
const asLoaded = (slots: object): SessionState => stateOf(JSON.parse(JSON.stringify(slots)));

/**
 * Writes the session's state and adds the new messages to its history (insert or update); answers the state as
 * stored, to remember for the session's next message.
 */
export async function saveSession(
  db: Db,
  id: string,
  state: SessionState,
  added: readonly StoredMessage[],
  now: Date
): Promise<RememberedSession> {
  const { slots, messages } = stored(state, added);
  const [row] = await upsertSession(db).execute({ id, slots, messages, now });
  return { state: asLoaded(slots), hash: row!.hash };
}

/**
 * The write of a message answered from a remembered state, in one statement: it saves only if the session is
 * still stored as `expected` and the inventory is still at `version`, the two things the reply was made from. When
 * either moved (another instance answered the session, a listing changed), nothing is written and the session and
 * version as they are now come back, to answer the message again from them (ADR 0075).
 */
export async function saveSessionIfUnchanged(
  db: Db,
  id: string,
  expected: { hash: string; version: string },
  state: SessionState,
  added: readonly StoredMessage[],
  now: Date
): Promise<{ saved: RememberedSession } | { saved: null; current: LoadedSession }> {
  const { slots, messages } = stored(state, added);
  const { rows } = await saveIfUnchanged(
    db,
    sql`with version as (select ${INVENTORY_VERSION} as value),
    current as (select slots from chat_sessions where id = ${id}),
    saved as (
      update chat_sessions set slots = ${JSON.stringify(slots)}::jsonb, updated_at = ${now.toISOString()}::timestamptz,
        messages = ${lastMessages(sql`chat_sessions.messages || ${JSON.stringify(messages)}::jsonb`)}
      where id = ${id} and ${stateHash(sql`slots`)} = ${expected.hash}
        and (select value from version) = ${expected.version}
      returning ${stateHash(sql`slots`)} as hash)
    select s.hash as saved, case when s.hash is null then (select slots from current) end as slots,
      (select value from version) as version
    from (select 1) as turn left join saved s on true`
  );
  const row = rows[0]!;
  if (row.saved !== null) return { saved: { state: asLoaded(slots), hash: row.saved } };
  return {
    saved: null,
    current: { state: stateOf(row.slots), exists: Boolean(row.slots), inventoryVersion: row.version },
  };
}

/** Deletes anonymous sessions nobody has used for {@link SESSION_TTL_DAYS} days. */
export async function purgeOldSessions(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SESSION_TTL_DAYS * 86_400_000);
  await db.delete(chatSessions).where(lt(chatSessions.updatedAt, before));
}

/** A stable text of the state, for the reply cache key. */
export const stateKey = (state: SessionState) =>
  JSON.stringify([
    state.slots,
    state.excluded,
    state.results.map((r) => r.id),
    state.analysisPropertyId,
    state.financing,
    state.offeredAnalysisId,
    state.language,
  ]);
