import { lt, sql, type SQL } from 'drizzle-orm';
import { builtOnce } from '#server/db/built-once';
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

// Every chat message starts with one statement, built once: the session's state and the inventory's version (a
// sequence the database bumps on every write to listings, projects, their images and companies, migration 0003),
// with which the reply cache and the places are kept fresh.
const sessionAndVersion = builtOnce('session-store.sessionAndVersion', (db, statement) =>
  db
    .select({
      slots: sql<Record<
        string,
        unknown
      > | null>`(select slots from chat_sessions where id = ${sql.placeholder('id')})`,
      version: sql<string>`(select last_value::text || case when is_called then '' else '-' end from inventory_version_seq)`,
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
    .prepare(statement)
);

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
export async function loadSession(
  db: Db,
  id: string
): Promise<{ state: SessionState; exists: boolean; inventoryVersion: string }> {
  const [row] = await sessionAndVersion(db).execute({ id });
  return {
    state: stateOf(row?.slots ?? null),
    exists: Boolean(row?.slots),
    inventoryVersion: row?.version ?? '0',
  };
}

/** Writes the session's state and adds the new messages to its history (insert or update). */
export async function saveSession(
  db: Db,
  id: string,
  state: SessionState,
  added: readonly StoredMessage[],
  now: Date
): Promise<void> {
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
  await upsertSession(db).execute({ id, slots, messages, now });
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
