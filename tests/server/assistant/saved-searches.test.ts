import { eq, sql } from 'drizzle-orm';
import { CONSENT_REQUIRED } from '#domain/privacy';
import { SAVED_SEARCH_LINK_INVALID, SAVED_SEARCH_RECEIVED } from '#domain/saved-searches';
import type { Db } from '#server/db/client';
import { mailOutbox, properties, savedSearches } from '#server/db/schema';
import { seedDemoData } from '#server/demo/seed';
import { advanceClock, now } from '#server/lib/clock';
import { sweepSavedSearches } from '#server/services/saved-searches';
import { chat, newSessionId, postJson } from '#tests/server/assistant/chat-support';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';

/** A JSON answer, read for the fields the assertions check. */
const answer = async (res: Response) =>
  (await res.json()) as { detail?: string; message?: string; saved_searches?: Record<string, unknown>[] };
let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let andina = 0;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  api = await createTestApi(db);
  andina = Number(
    (
      await db.execute<{ id: number }>(
        sql`select id from companies where name = 'Constructora Andina S.A.S.'`
      )
    ).rows[0]?.id
  );
});
afterAll(() => close());

const HOUR = 60 * 60_000;
let client = 0;
// Each test is its own client of the per-connection limiter.
const address = () => `198.51.100.${++client}`;

/** A visitor's search in the chat: the session whose understood filters are saved. */
async function searched(message = 'apartamentos en Medellín') {
  const session = newSessionId();
  await chat(api.app, message, session, address());
  return session;
}

const save = (body: Record<string, unknown>, from = address()) =>
  postJson(api.app, '/api/chat/saved-searches', body, from);

type Mail = { to: string; data: Record<string, unknown> };
const mails = async (
  template: 'saved-search-confirmation' | 'saved-search-alert',
  to: string
): Promise<Mail[]> =>
  (
    await db
      .select({ to: mailOutbox.recipient, data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, template))
      .orderBy(mailOutbox.id)
  )
    .filter((m) => m.to === to)
    .map((m) => ({ to: m.to, data: m.data as Record<string, unknown> }));

const get = (path: string) =>
  api.app.request(path, {}, { incoming: { socket: { remoteAddress: address() } } });

let listingSerial = 0;
/** Publishes a listing now (the database's clock stamps its creation). */
async function publish(overrides: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await db
    .insert(properties)
    .values({
      companyId: andina,
      name: `Apartamento nuevo ${++listingSerial}`,
      status: 'AVAILABLE',
      propertyType: 'apartment',
      city: 'Medellín',
      department: 'Antioquia',
      price: 420_000_000,
      area: 70,
      ...overrides,
    })
    .returning({ id: properties.id });
  return row!.id;
}

/** Saves and confirms a search for an address; returns the confirmation's token. */
async function savedAndConfirmed(email: string, message?: string) {
  const session = await searched(message);
  expect((await save({ email, session_id: session, consent: true })).status).toBe(202);
  const [confirmation] = await mails('saved-search-confirmation', email);
  const token = String(confirmation!.data.token);
  const res = await get(`/api/chat/saved-searches/confirm?token=${token}`);
  expect(res.status).toBe(200);
  return token;
}

const alertIds = (mail: Mail) =>
  (mail.data.listings as { path: string }[]).map((l) => Number(l.path.split('p=')[1]));

describe('POST /api/chat/saved-searches', () => {
  it('refuses without the authorisation, in Spanish, and stores nothing', async () => {
    const session = await searched();
    const res = await save({ email: 'sin-permiso@example.com', session_id: session, consent: false });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain(CONSENT_REQUIRED);
    const missing = await save({ email: 'sin-permiso@example.com', session_id: session });
    expect(missing.status).toBe(422);
    const rows = await db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.email, 'sin-permiso@example.com'));
    expect(rows).toEqual([]);
    expect(await mails('saved-search-confirmation', 'sin-permiso@example.com')).toEqual([]);
  });

  it('stores the understood filters with the proof of consent and mails the double opt-in link', async () => {
    const session = await searched('apartamentos en Medellín hasta 500 millones');
    const res = await save({ email: 'Lucia@Example.com', session_id: session, consent: true }, '203.0.113.9');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SAVED_SEARCH_RECEIVED.es, language: 'es' });
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.email, 'lucia@example.com'));
    expect(row).toMatchObject({
      summary: 'Apartamentos en Medellín por hasta $500.000.000',
      confirmedAt: null,
      consentChannel: 'saved_search',
      consentIpAddress: '203.0.113.9',
      consentPolicyVersion: 1,
    });
    expect(row!.slots).toMatchObject({
      city: 'Medellín',
      property_type: 'apartment',
      price_max: 500_000_000,
    });
    const [mail] = await mails('saved-search-confirmation', 'lucia@example.com');
    expect(mail!.data.searchSummary).toBe('Apartamentos en Medellín por hasta $500.000.000');
    // Only the token's hash is stored.
    expect(String(mail!.data.token)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row!.confirmTokenSha256).not.toContain(String(mail!.data.token));
  });

  it('answers the same whether or not the address already has searches', async () => {
    const first = await save({ email: 'repite@example.com', session_id: await searched(), consent: true });
    const again = await save({ email: 'repite@example.com', session_id: await searched(), consent: true });
    expect(first.status).toBe(again.status);
    expect(await first.json()).toEqual(await again.json());
  });

  it('answers in English for an English conversation', async () => {
    const session = newSessionId();
    await chat(api.app, 'apartments in Medellín', session, address());
    const res = await save({ email: 'john@example.com', session_id: session, consent: true });
    expect(await res.json()).toEqual({ message: SAVED_SEARCH_RECEIVED.en, language: 'en' });
  });

  it('stores the language of the conversation it is saved from and mails in it, the summary included', async () => {
    const session = newSessionId();
    await chat(api.app, 'apartments in Medellín', session, address());
    await save({ email: 'jane@example.com', session_id: session, consent: true });
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.email, 'jane@example.com'));
    expect(row).toMatchObject({ language: 'en', summary: 'Apartments in Medellín' });
    const [mail] = await mails('saved-search-confirmation', 'jane@example.com');
    expect(mail!.data).toMatchObject({ language: 'en', searchSummary: 'Apartments in Medellín' });
    // The 'ES | EN' switch the visitor chose wins over the words of the messages.
    const spanish = await searched();
    await save({ email: 'switched@example.com', session_id: spanish, consent: true, language: 'en' });
    const [switched] = await mails('saved-search-confirmation', 'switched@example.com');
    expect(switched!.data).toMatchObject({ language: 'en' });
  });

  it('refuses a session without a search (409) and limits the mails to one address', async () => {
    const empty = await save({ email: 'vacio@example.com', session_id: newSessionId(), consent: true });
    expect(empty.status).toBe(409);
    expect((await answer(empty)).detail).toMatch(/Primero haz una búsqueda/);
    const session = await searched();
    for (let i = 0; i < 5; i++)
      expect((await save({ email: 'inundar@example.com', session_id: session, consent: true })).status).toBe(
        202
      );
    expect(await mails('saved-search-confirmation', 'inundar@example.com')).toHaveLength(3);
  });

  it('is limited per client in PostgreSQL like the chat (429 in Spanish)', async () => {
    const session = await searched();
    const from = '192.0.2.200';
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (await save({ email: `c${i}@example.com`, session_id: session, consent: true }, from)).status;
    expect(last).toBe(429);
  });
});

describe('confirmation, alerts and unsubscribe', () => {
  it('sends nothing before the address is confirmed', async () => {
    const session = await searched();
    await save({ email: 'sin-confirmar@example.com', session_id: session, consent: true });
    await publish();
    advanceClock(25 * HOUR);
    await sweepSavedSearches(db, now());
    expect(await mails('saved-search-alert', 'sin-confirmar@example.com')).toEqual([]);
  });

  it('rejects an unknown link with a Spanish 404', async () => {
    const res = await get('/api/chat/saved-searches/confirm?token=no-existe-este-enlace-123');
    expect(res.status).toBe(404);
    expect((await answer(res)).detail).toMatch(/enlace no es válido/);
    expect((await get('/api/chat/saved-searches/unsubscribe?token=no-existe-este-enlace-123')).status).toBe(
      404
    );
    // The link of an English search's mail carries its language, and the answer follows it.
    const english = await get('/api/chat/saved-searches/unsubscribe?token=no-existe-este-enlace-123&lang=en');
    expect(english.status).toBe(404);
    expect((await answer(english)).detail).toBe(SAVED_SEARCH_LINK_INVALID.en);
  });

  it('mails new matches at most once a day, never the same listing twice, until unsubscribed', async () => {
    const email = 'alertas@example.com';
    await savedAndConfirmed(email);
    const before = await publish({ name: 'Otra ciudad', city: 'Cali', department: 'Valle del Cauca' });
    const first = await publish();

    await sweepSavedSearches(db, now());
    let alerts = await mails('saved-search-alert', email);
    expect(alerts).toHaveLength(1);
    expect(alertIds(alerts[0]!)).toEqual([first]);
    expect(alertIds(alerts[0]!)).not.toContain(before);

    // The same day: a second listing waits.
    const second = await publish();
    advanceClock(23 * HOUR);
    await sweepSavedSearches(db, now());
    expect(await mails('saved-search-alert', email)).toHaveLength(1);

    // A day after the first mail: only the listing not yet told.
    advanceClock(HOUR);
    await sweepSavedSearches(db, now());
    alerts = await mails('saved-search-alert', email);
    expect(alerts).toHaveLength(2);
    expect(alertIds(alerts[1]!)).toEqual([second]);

    // Nothing new, nothing sent.
    advanceClock(25 * HOUR);
    await sweepSavedSearches(db, now());
    expect(await mails('saved-search-alert', email)).toHaveLength(2);

    // The first mail's link still works, without an account; then no more mails.
    const res = await get(
      `/api/chat/saved-searches/unsubscribe?token=${String(alerts[0]!.data.unsubscribeToken)}`
    );
    expect(res.status).toBe(200);
    expect((await answer(res)).message).toMatch(/no te enviaremos más avisos/);
    await publish();
    advanceClock(25 * HOUR);
    await sweepSavedSearches(db, now());
    expect(await mails('saved-search-alert', email)).toHaveLength(2);
  });

  it('counts a listing published in the confirmation’s millisecond as new', async () => {
    const email = 'mismo-instante@example.com';
    await savedAndConfirmed(email);
    const listing = await publish();
    // The embedded database stamps in milliseconds: a listing can carry the confirmation's very moment.
    await db.execute(sql`update ${properties} set created_at = (
        select date_trunc('milliseconds', ${savedSearches.watchFrom}) from ${savedSearches}
        where ${savedSearches.email} = ${email}) where ${properties.id} = ${listing}`);
    await sweepSavedSearches(db, now());
    const [alert] = await mails('saved-search-alert', email);
    expect(alertIds(alert!)).toEqual([listing]);
  });

  it('alerts an English search in English, and its links answer in English', async () => {
    const email = 'english-alerts@example.com';
    const session = newSessionId();
    await chat(api.app, 'apartments in Medellín', session, address());
    await save({ email, session_id: session, consent: true });
    const [confirmation] = await mails('saved-search-confirmation', email);
    const confirmed = await get(`/api/chat/saved-searches/confirm?token=${String(confirmation!.data.token)}`);
    expect(await confirmed.json()).toMatchObject({ language: 'en', message: /^Search confirmed/ });
    await publish();
    advanceClock(25 * HOUR);
    await sweepSavedSearches(db, now());
    const [alert] = await mails('saved-search-alert', email);
    expect(alert!.data).toMatchObject({ language: 'en', searchSummary: 'Apartments in Medellín' });
  });

  it('applies the chat search: a listing outside the filters or the price is not news', async () => {
    const email = 'filtros@example.com';
    await savedAndConfirmed(email, 'apartamentos en Medellín hasta 300 millones');
    advanceClock(25 * HOUR);
    await publish({ price: 900_000_000 });
    await publish({ propertyType: 'office', price: 200_000_000 });
    const fits = await publish({ price: 280_000_000 });
    await sweepSavedSearches(db, now());
    const [alert] = await mails('saved-search-alert', email);
    expect(alertIds(alert!)).toEqual([fits]);
  });
});

describe('Habeas Data', () => {
  it('exports and deletes the saved searches of the address through /privacidad', async () => {
    const email = 'titular-busquedas@example.com';
    await savedAndConfirmed(email);
    // The address is known only by its saved search: the request still gets its link.
    const asked = await postJson(api.app, '/public/privacy-requests', { email, kind: 'export' }, address());
    expect(asked.status).toBe(202);
    const link = (
      await db
        .select({ data: mailOutbox.data, to: mailOutbox.recipient })
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'privacy-request-confirmation'))
    ).find((m) => m.to === email);
    const token = String((link!.data as { token: string }).token);
    const exported = await postJson(api.app, `/public/privacy-requests/${token}/confirm`, {}, address());
    const body = await answer(exported);
    expect(body.saved_searches).toHaveLength(1);
    expect(body.saved_searches?.[0]).toMatchObject({
      email,
      summary: 'Apartamentos en Medellín',
      consent: { channel: 'saved_search', policy_version: 1 },
    });

    await postJson(api.app, '/public/privacy-requests', { email, kind: 'delete' }, address());
    const deleteLink = (
      await db
        .select({ data: mailOutbox.data, to: mailOutbox.recipient })
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'privacy-request-confirmation'))
        .orderBy(mailOutbox.id)
    )
      .filter((m) => m.to === email)
      .at(-1);
    const deleted = await postJson(
      api.app,
      `/public/privacy-requests/${String((deleteLink!.data as { token: string }).token)}/confirm`,
      {},
      address()
    );
    expect(deleted.status).toBe(200);
    expect(await db.select().from(savedSearches).where(eq(savedSearches.email, email))).toEqual([]);
  });
});
