import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { hasAnyFilter } from '#domain/chat-slots';
import type { ChatLanguage } from '#domain/chat';
import {
  SAVED_SEARCH_CONFIRMED,
  SAVED_SEARCH_LINK_INVALID,
  SAVED_SEARCH_NOTHING,
  SAVED_SEARCH_POLICY,
  SAVED_SEARCH_RECEIVED,
  SAVED_SEARCH_UNSUBSCRIBED,
  type SavedSearchMessage,
  type SavedSearchRequest,
} from '#domain/saved-searches';
import { loadInventory } from '#server/assistant/inventory';
import { describeRequest } from '#server/assistant/replies';
import { describeRequestEn } from '#server/assistant/replies-en';
import { newMatches } from '#server/assistant/search-reply';
import { loadSession } from '#server/assistant/session-store';
import { parseStoredExclusions, parseStoredSlots } from '#server/assistant/slots';
import type { Db } from '#server/db/client';
import { savedSearchAlerts, savedSearchListings, savedSearches } from '#server/db/schema';
import { HttpError, notFound } from '#server/lib/http-error';
import { sendMail } from '#server/mail/send-mail';
import { RATE_LIMIT_WINDOWS, ServiceRateLimit } from './rate-limits';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
const normalEmail = (email: string) => email.trim().toLowerCase();

const DAY_MS = 24 * 60 * 60_000;
/** An unconfirmed search is forgotten after this long: its address never proved it wanted the alerts. */
const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** Most listings one alert names; the rest come in the next day's mail. */
const LISTINGS_PER_ALERT = 10;
/** Searches alerted per sweep run; the rest are due in the next run. */
const SEARCHES_PER_RUN = 500;

// A few confirmation mails an hour to one address, whoever asks, so the form cannot flood someone's inbox.
const PER_ADDRESS = new ServiceRateLimit('saved-searches', 3, RATE_LIMIT_WINDOWS['saved-searches']);

const POLICY_SHA256 = sha256(SAVED_SEARCH_POLICY.body);

/** 'Apartamentos en Medellín hasta $450.000.000': the understood filters as the mails name them. */
const summaryOf = (text: string) => (text.charAt(0).toUpperCase() + text.slice(1)).slice(0, 500);

/**
 * Saves the filters the assistant understood in a chat session for an address and mails the double opt-in link.
 * The answer is the same whatever the address already has, and whether or not the per-address limit let the mail
 * go. The proof of the holder's authorisation is stored in the row: when, the channel, the address the server saw
 * and the version and hash of the policy text.
 */
export async function saveSearch(
  db: Db,
  request: SavedSearchRequest,
  now: Date,
  ipAddress: string
): Promise<SavedSearchMessage> {
  const session = await loadSession(db, request.session_id);
  const { slots, excluded } = session.state;
  // The language the visitor sees ('ES | EN'), else the one the conversation's messages were written in.
  const language = request.language ?? session.state.language;
  if (!session.exists || !hasAnyFilter({ ...slots, rank_by: null }))
    throw new HttpError(409, SAVED_SEARCH_NOTHING);
  const email = normalEmail(request.email);
  const perAddress = await PER_ADDRESS.take(db, `correo:${sha256(email)}`);
  if (perAddress.allowed) {
    const token = newToken();
    const summary = summaryOf(language === 'en' ? describeRequestEn(slots) : describeRequest(slots));
    await db.transaction(async (tx) => {
      await tx.insert(savedSearches).values({
        email,
        slots,
        excluded,
        summary,
        language,
        confirmTokenSha256: sha256(token),
        createdAt: now,
        consentGivenAt: now,
        consentChannel: 'saved_search',
        consentIpAddress: ipAddress.slice(0, 64),
        consentPolicyVersion: SAVED_SEARCH_POLICY.version,
        consentPolicySha256: POLICY_SHA256,
      });
      await sendMail(tx, {
        template: 'saved-search-confirmation',
        to: email,
        data: { searchSummary: summary, token, language },
      });
    });
  }
  return { message: SAVED_SEARCH_RECEIVED[language], language };
}

const answer = (texts: Record<ChatLanguage, string>, language: string): SavedSearchMessage => {
  const lang: ChatLanguage = language === 'en' ? 'en' : 'es';
  return { message: texts[lang], language: lang };
};

/**
 * Confirms a saved search from its e-mailed link: from now on, listings created after this moment are news to it.
 * A second click answers the same and moves nothing; a stale, unknown or cancelled link is a 404.
 */
export async function confirmSavedSearch(
  db: Db,
  token: string,
  now: Date,
  linkLanguage: ChatLanguage = 'es'
): Promise<SavedSearchMessage> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.confirmTokenSha256, sha256(token)), isNull(savedSearches.unsubscribedAt)));
  if (!row || (!row.confirmedAt && now.getTime() - row.createdAt.getTime() > CONFIRMATION_TTL_MS))
    throw notFound(SAVED_SEARCH_LINK_INVALID[linkLanguage]);
  if (!row.confirmedAt) {
    // 'New' is judged on the database's clock, the one that stamps a listing's creation.
    await db
      .update(savedSearches)
      .set({ confirmedAt: now, watchFrom: sql`statement_timestamp()` })
      .where(and(eq(savedSearches.id, row.id), isNull(savedSearches.confirmedAt)));
  }
  return answer(SAVED_SEARCH_CONFIRMED, row.language);
}

/** Ends the alerts of the search an alert e-mail's link names; without an account, and any number of times. */
export async function unsubscribeSavedSearch(
  db: Db,
  token: string,
  now: Date,
  linkLanguage: ChatLanguage = 'es'
): Promise<SavedSearchMessage> {
  const [found] = await db
    .select({ id: savedSearches.id, language: savedSearches.language })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .where(eq(savedSearchAlerts.unsubscribeTokenSha256, sha256(token)));
  if (!found) throw notFound(SAVED_SEARCH_LINK_INVALID[linkLanguage]);
  await db
    .update(savedSearches)
    .set({ unsubscribedAt: now })
    .where(and(eq(savedSearches.id, found.id), isNull(savedSearches.unsubscribedAt)));
  return answer(SAVED_SEARCH_UNSUBSCRIBED, found.language);
}

const titleOf = (row: { name: string; projectName: string | null }) =>
  row.projectName && !row.name.includes(row.projectName) ? `${row.name} · ${row.projectName}` : row.name;

/**
 * The alert sweep: every confirmed search not alerted within the last day (the application's clock) gets one mail
 * naming the listings created since its confirmation that match it and that it was never told about, found by the
 * chat's own search. Each mail carries its own unsubscribe link. Unconfirmed searches past their link's week go.
 * Safe to run twice: a search is locked and re-checked before its mail is queued.
 */
export async function sweepSavedSearches(db: Db, now: Date): Promise<{ alerted: number; expired: number }> {
  const expired = await db
    .delete(savedSearches)
    .where(
      and(
        isNull(savedSearches.confirmedAt),
        lt(savedSearches.createdAt, new Date(now.getTime() - CONFIRMATION_TTL_MS))
      )
    )
    .returning({ id: savedSearches.id });
  const dueBefore = new Date(now.getTime() - DAY_MS);
  const due = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        sql`${savedSearches.confirmedAt} is not null`,
        isNull(savedSearches.unsubscribedAt),
        sql`(${savedSearches.lastAlertAt} is null or ${savedSearches.lastAlertAt} <= ${dueBefore.toISOString()}::timestamptz)`
      )
    )
    .orderBy(asc(savedSearches.id))
    .limit(SEARCHES_PER_RUN);
  if (due.length === 0) return { alerted: 0, expired: expired.length };
  const snapshot = await loadInventory(db, 'saved-search-sweep');
  let alerted = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id)).for('update');
      if (!search?.watchFrom || search.unsubscribedAt) return false;
      if (search.lastAlertAt && search.lastAlertAt > dueBefore) return false;
      const told = new Set(
        (
          await tx
            .select({ id: savedSearchListings.propertyId })
            .from(savedSearchListings)
            .where(eq(savedSearchListings.savedSearchId, id))
        ).map((r) => r.id)
      );
      const matches = await newMatches(tx, parseStoredSlots(search.slots), {
        snapshot,
        now,
        excluded: parseStoredExclusions(search.excluded),
        since: search.watchFrom,
      });
      const fresh = matches.filter((r) => !told.has(r.id)).slice(0, LISTINGS_PER_ALERT);
      if (fresh.length === 0) return false;
      const token = newToken();
      await tx
        .insert(savedSearchAlerts)
        .values({ savedSearchId: id, unsubscribeTokenSha256: sha256(token), sentAt: now });
      await tx
        .insert(savedSearchListings)
        .values(fresh.map((r) => ({ savedSearchId: id, propertyId: r.id })))
        .onConflictDoNothing();
      await tx.update(savedSearches).set({ lastAlertAt: now }).where(eq(savedSearches.id, id));
      await sendMail(tx, {
        template: 'saved-search-alert',
        to: search.email,
        data: {
          searchSummary: search.summary,
          listings: fresh.map((r) => ({
            title: titleOf(r),
            city: r.city,
            priceCop: r.price,
            path: `/chat?p=${r.id}`,
          })),
          unsubscribeToken: token,
          language: search.language === 'en' ? 'en' : 'es',
        },
      });
      return true;
    });
    if (sent) alerted += 1;
  }
  return { alerted, expired: expired.length };
}

/** The saved searches of an address, as the holder's data export shows them (with the proof of consent). */
export async function savedSearchesOf(db: Db, email: string) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(sql`lower(${savedSearches.email}) = ${normalEmail(email)}`)
    .orderBy(asc(savedSearches.id));
  return rows.map((r) => ({
    email: r.email,
    summary: r.summary,
    created_at: r.createdAt.toISOString(),
    confirmed_at: r.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: r.unsubscribedAt?.toISOString() ?? null,
    consent: {
      given_at: r.consentGivenAt.toISOString(),
      channel: r.consentChannel,
      ip_address: r.consentIpAddress,
      policy_version: r.consentPolicyVersion,
      policy_sha256: r.consentPolicySha256,
      policy_text: SAVED_SEARCH_POLICY.body,
    },
  }));
}

/** Deletes every saved search of an address (the holder's deletion); their alerts and listings go with them. */
export async function deleteSavedSearchesOf(db: Db, email: string): Promise<number> {
  const ids = (
    await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(sql`lower(${savedSearches.email}) = ${normalEmail(email)}`)
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  await db.delete(savedSearches).where(inArray(savedSearches.id, ids));
  return ids.length;
}
