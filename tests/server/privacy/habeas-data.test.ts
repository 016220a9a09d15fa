import { and, eq, sql } from 'drizzle-orm';
import { CONSENT_REQUIRED, PRIVACY_REQUEST_RECEIVED } from '#domain/privacy';
import type { Db } from '#server/db/client';
import {
  auditLog,
  leadConsents,
  leadEvents,
  leads,
  mailOutbox,
  privacyRequests,
  projectActivities,
} from '#server/db/schema';
import { seedDemoData } from '#server/demo/seed';
import { ANONYMISED_NAME, sweepRetention } from '#server/services/privacy';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { postJson } from '#tests/server/assistant/chat-support';

// The holder's confirmation e-mail as queued in the outbox (its delivery is the mail tests' business): the test
// reads the link's token from it, as the holder would from the message.
type Confirmation = { to: string; request: string; companyName: string | null; token: string };
const confirmations = async (): Promise<Confirmation[]> => {
  const rows = await db
    .select({ to: mailOutbox.recipient, data: mailOutbox.data })
    .from(mailOutbox)
    .where(eq(mailOutbox.template, 'privacy-request-confirmation'))
    .orderBy(mailOutbox.id);
  return rows.map(({ to, data }) => ({ to, ...(data as Omit<Confirmation, 'to'>) }));
};

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;

const owner = { sub: 'auth0|inbest-owner', email: 'owner@inbest.test', name: 'Olga Restrepo' };
const member = { sub: 'auth0|inbest-member', email: 'member@inbest.test', name: 'Mateo' };
let andina = 0;
let listing = 0;

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
  listing = Number(
    (
      await db.execute<{ id: number }>(sql`
        select p.id from properties p join projects pr on pr.id = p.project_id
        where p.status = 'AVAILABLE' and pr.status <> 'DRAFT' and p.company_id = ${andina} order by p.id limit 1`)
    ).rows[0]?.id
  );
});
afterAll(() => close());

type Person = typeof owner;
/** Calls the API as someone, with a JSON body. */
async function call(person: Person, method: 'PUT' | 'POST', path: string, body: unknown) {
  const token = await api.issuer.tokenFor(person);
  return api.app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const meInteresa = (body: Record<string, unknown>, address = '203.0.113.77') =>
  postJson(api.app, '/api/chat/leads', { property_id: listing, ...body }, address);

const leadOf = async (email: string) =>
  (await db.select().from(leads).where(eq(leads.contactEmail, email)))[0];

const auditOf = (action: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe("the consent on 'Me interesa'", () => {
  it('is refused in Spanish when not given, and nothing is stored', async () => {
    for (const consent of [undefined, false]) {
      const res = await meInteresa({
        contact_name: 'Sin Permiso',
        contact_email: 'sin.permiso@example.co',
        consent,
      });
      expect(res.status).toBe(422);
      expect((await json(res)).detail).toContainEqual(
        expect.objectContaining({ loc: ['body', 'consent'], msg: CONSENT_REQUIRED })
      );
    }
    expect(await leadOf('sin.permiso@example.co')).toBeUndefined();
  });

  it('is kept as proof: when, the policy version and its text, the channel and the address seen', async () => {
    const res = await meInteresa({
      contact_name: 'Lucía Gómez',
      contact_email: 'lucia@example.co',
      consent: true,
    });
    expect(res.status).toBe(201);
    const lead = await leadOf('lucia@example.co');
    const [proof] = await db.select().from(leadConsents).where(eq(leadConsents.leadId, lead!.id));
    expect(proof).toMatchObject({ channel: 'chat', ipAddress: '203.0.113.77' });
    const policy = await json(await api.app.request(`/public/companies/${andina}/privacy-policy`));
    expect(policy).toMatchObject({ company_id: andina, version: 1 });
    expect(policy.body).toContain('Ley 1581 de 2012');
    expect(policy.body).toContain('Derechos del titular');
  });
});

describe("the company's treatment policy", () => {
  it('is edited by an OWNER as a new version; a MEMBER may not; consents keep the text they accepted', async () => {
    const body = `Política de Andina. ${'Finalidades, derechos del titular y canales de atención. '.repeat(5)}`;
    const put = (person: Person, version: number, text = body) =>
      call(person, 'PUT', `/companies/${andina}/privacy`, { body: text, retention_months: 12, version });
    expect((await put(member, 1)).status).toBe(403);
    const saved = await put(owner, 1);
    expect(saved.status).toBe(200);
    const settings = await json(saved);
    expect(settings).toMatchObject({ retention_months: 12, policy: { version: 2, body: body.trim() } });
    expect(settings.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const published = await json(await api.app.request(`/public/companies/${andina}/privacy-policy`));
    expect(published).toMatchObject({ version: 2 });
    expect(await auditOf('privacy.policy', andina)).toHaveLength(1);

    const lead = await leadOf('lucia@example.co');
    const data = await json(await api.as(owner).get(`/leads/${lead!.id}/personal-data`));
    expect(data.consents[0]).toMatchObject({ policy_version: 1, channel: 'chat' });
    expect(data.consents[0].policy_text).toContain('Ley 1581 de 2012');
  });

  it('is read by every member, with its versions and their dates', async () => {
    const res = await api.as(member).get(`/companies/${andina}/privacy`);
    expect(res.status).toBe(200);
    const settings = await json(res);
    expect(settings.policy.version).toBe(2);
    expect(settings.versions).toEqual([
      { version: 2, published_at: expect.any(String) },
      { version: 1, published_at: expect.any(String) },
    ]);
  });

  it('refuses a save made on a version another person has replaced, with the current copy (409)', async () => {
    const res = await call(owner, 'PUT', `/companies/${andina}/privacy`, {
      body: `Otra política. ${'Texto que nadie más vio antes de guardar. '.repeat(6)}`,
      retention_months: 6,
      version: 1,
    });
    expect(res.status).toBe(409);
    const stale = await json(res);
    expect(stale.detail).toContain('Otra persona cambió este registro');
    expect(stale.current).toMatchObject({ retention_months: 12, policy: { version: 2 } });
    const published = await json(await api.app.request(`/public/companies/${andina}/privacy-policy`));
    expect(published.version).toBe(2);
  });

  it('refuses a text too short, in Spanish', async () => {
    const res = await call(owner, 'PUT', `/companies/${andina}/privacy`, {
      body: 'Corta',
      retention_months: 24,
      version: 2,
    });
    expect(res.status).toBe(422);
    expect((await json(res)).detail[0].msg).toBe('La política debe tener al menos 200 caracteres');
  });
});

describe("the holder's rights from a lead's profile", () => {
  it('exports everything held about the person, in JSON and CSV, to OWNER and ADMIN only, audited', async () => {
    const lead = await leadOf('lucia@example.co');
    const audited = (await auditOf('privacy.export', lead!.id)).length;
    expect((await api.as(member).get(`/leads/${lead!.id}/personal-data`)).status).toBe(403);
    const data = await json(await api.as(owner).get(`/leads/${lead!.id}/personal-data`));
    expect(data).toMatchObject({
      company: 'Constructora Andina S.A.S.',
      contact_name: 'Lucía Gómez',
      contact_email: 'lucia@example.co',
    });
    expect(data.history.length).toBeGreaterThan(0);
    const csv = await api.as(owner).get(`/leads/${lead!.id}/personal-data?format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Nombre;Lucía Gómez');
    expect(text).toContain('Correo electrónico;lucia@example.co');
    expect(await auditOf('privacy.export', lead!.id)).toHaveLength(audited + 2);
  });

  it('anonymises the person while counts, statuses and dates stay, audited', async () => {
    const lead = await leadOf('lucia@example.co');
    const count = async () =>
      Number(
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from leads where company_id = ${andina}`
          )
        ).rows[0]?.n
      );
    const before = await count();
    expect((await call(member, 'POST', `/leads/${lead!.id}/anonymise`, {})).status).toBe(403);
    const res = await call(owner, 'POST', `/leads/${lead!.id}/anonymise`, {});
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ anonymised: 1 });
    const [after] = await db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(after).toMatchObject({
      contactName: ANONYMISED_NAME,
      contactEmail: null,
      contactPhone: null,
      notes: null,
      interests: null,
      status: lead!.status,
      createdAt: lead!.createdAt,
    });
    expect(await count()).toBe(before);
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(history.map((e) => e.description).join(' ')).not.toContain('Lucía');
    const feed = await db.select().from(projectActivities).where(eq(projectActivities.companyId, andina));
    expect(feed.map((e) => `${e.title} ${e.description}`).join(' ')).not.toContain('Lucía Gómez');
    const [proof] = await db.select().from(leadConsents).where(eq(leadConsents.leadId, lead!.id));
    expect(proof).toMatchObject({ ipAddress: null, channel: 'chat' });
    expect(await auditOf('privacy.anonymise', lead!.id)).toHaveLength(1);
    // Twice is harmless.
    expect(await json(await call(owner, 'POST', `/leads/${lead!.id}/anonymise`, {}))).toMatchObject({
      anonymised: 0,
    });
  });
});

describe('retention', () => {
  it("anonymises leads idle longer than their company's months, by the application's clock", async () => {
    const [idle] = await db
      .insert(leads)
      .values({ companyId: andina, contactName: 'Idle Persona', contactEmail: 'idle@example.co' })
      .returning();
    const [busy] = await db
      .insert(leads)
      .values({ companyId: andina, contactName: 'Busy Persona', contactEmail: 'busy@example.co' })
      .returning();
    const later = (months: number) => new Date(Date.now() + months * 31 * 24 * 60 * 60_000);
    // Andina keeps 12 months (set above): at 11 months nothing goes, at 13 the idle lead does.
    await sweepRetention(db, later(11));
    const [idleAt11] = await db.select().from(leads).where(eq(leads.id, idle!.id));
    expect(idleAt11).toMatchObject({ contactName: 'Idle Persona' });
    await db
      .insert(leadEvents)
      .values({ leadId: busy!.id, type: 'note', description: 'Llamó', createdAt: later(10) });
    await sweepRetention(db, later(13));
    const [idleAfter] = await db.select().from(leads).where(eq(leads.id, idle!.id));
    const [busyAfter] = await db.select().from(leads).where(eq(leads.id, busy!.id));
    expect(idleAfter).toMatchObject({ contactName: ANONYMISED_NAME, contactEmail: null });
    expect(busyAfter).toMatchObject({ contactName: 'Busy Persona' });
    expect((await auditOf('privacy.anonymise', idle!.id))[0]).toMatchObject({
      actorEmail: 'Retención automática',
    });
  });
});

describe('/privacidad requests', () => {
  const ask = (email: string, kind: string, address = '198.51.100.7') =>
    postJson(api.app, '/public/privacy-requests', { email, kind }, address);

  it('answers the same whether or not the address is known, and e-mails a link only to a known one', async () => {
    await meInteresa(
      { contact_name: 'Pedro Pérez', contact_email: 'pedro@example.co', consent: true },
      '203.0.113.90'
    );
    const before = (await confirmations()).length;
    const unknown = await ask('nadie@example.co', 'export');
    const known = await ask('PEDRO@example.co', 'export');
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await json(unknown)).toEqual({ message: PRIVACY_REQUEST_RECEIVED });
    expect(await json(known)).toEqual({ message: PRIVACY_REQUEST_RECEIVED });
    const sent = (await confirmations()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'PEDRO@example.co',
      request: 'access',
      companyName: 'Constructora Andina S.A.S.',
    });
    const stored = await db.select().from(privacyRequests);
    expect(JSON.stringify(stored)).not.toContain(sent[0]!.token);
  });

  it('shows the data only once the link is confirmed, and the link works once', async () => {
    const token = (await confirmations()).at(-1)!.token;
    expect(await json(await api.app.request(`/public/privacy-requests/${token}`))).toEqual({
      kind: 'export',
    });
    const confirmed = await postJson(api.app, `/public/privacy-requests/${token}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const result = await json(confirmed);
    expect(result.records).toHaveLength(1);
    expect(result.records[0]).toMatchObject({
      contact_email: 'pedro@example.co',
      contact_name: 'Pedro Pérez',
    });
    const again = await postJson(api.app, `/public/privacy-requests/${token}/confirm`, {});
    expect(again.status).toBe(404);
    expect((await json(again)).detail).toContain('El enlace no es válido o ya venció');
  });

  it('deletes on a confirmed deletion link, audited as the holder', async () => {
    await ask('pedro@example.co', 'delete', '198.51.100.8');
    const token = (await confirmations()).at(-1)!.token;
    const lead = await leadOf('pedro@example.co');
    expect(
      await json(await postJson(api.app, `/public/privacy-requests/${token}/confirm`, {}))
    ).toMatchObject({
      kind: 'delete',
    });
    const [after] = await db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(after).toMatchObject({ contactName: ANONYMISED_NAME, contactEmail: null });
    expect((await auditOf('privacy.anonymise', lead!.id))[0]).toMatchObject({
      actorEmail: 'Titular (enlace confirmado)',
    });
  });

  it('limits each client in PostgreSQL, with a Spanish 429', async () => {
    const previous = process.env.PRIVACY_REQUEST_RATE_LIMIT;
    process.env.PRIVACY_REQUEST_RATE_LIMIT = '2';
    try {
      const limited = (await createTestApi(db)).app;
      const send = () =>
        postJson(
          limited,
          '/public/privacy-requests',
          { email: 'x@example.co', kind: 'export' },
          '192.0.2.99'
        );
      await send();
      await send();
      const refused = await send();
      expect(refused.status).toBe(429);
      expect((await json(refused)).detail).toContain('Intenta de nuevo');
    } finally {
      if (previous === undefined) delete process.env.PRIVACY_REQUEST_RATE_LIMIT;
      else process.env.PRIVACY_REQUEST_RATE_LIMIT = previous;
    }
  });

  it('refuses a malformed address in Spanish', async () => {
    const res = await ask('no-es-correo', 'export', '198.51.100.9');
    expect(res.status).toBe(422);
    expect((await json(res)).detail[0].msg).toBe('Escribe un correo electrónico válido');
  });
});
