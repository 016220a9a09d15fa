import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_RETENTION_MONTHS,
  defaultPrivacyPolicy,
  type ConsentChannel,
  type PersonalData,
  type PrivacyPolicy,
  type PrivacyRequestKind,
  type PrivacySettings,
  type PrivacySettingsInput,
} from '#domain/privacy';
import type { Db } from '#server/db/client';
import {
  companies,
  companyPrivacySettings,
  leadConsents,
  leadEvents,
  leads,
  privacyPolicies,
  privacyRequests,
  projectActivities,
} from '#server/db/schema';
import { notFound, staleVersion } from '#server/lib/http-error';
import { recordAudit, type AuditActor } from './audit';
import { csvCell } from './leads-csv';
import { deleteSavedSearchesOf, savedSearchesOf } from './saved-searches';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** The words that replace a person's name once their data is anonymised. */
export const ANONYMISED_NAME = 'Titular anonimizado';
const ANONYMISED_TEXT = 'Texto eliminado al anonimizar los datos del titular.';
const COMPANY_NOT_FOUND = 'Empresa no encontrada.';

type PolicyRow = typeof privacyPolicies.$inferSelect;

const toPolicy = (row: PolicyRow, companyName: string): PrivacyPolicy => ({
  company_id: row.companyId,
  company_name: companyName,
  version: row.version,
  body: row.body,
  body_sha256: row.bodySha256,
  published_at: row.createdAt.toISOString(),
});

async function companyName(db: Db, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row.name;
}

/**
 * The company's current policy version. A company that never wrote one gets the default text written as version 1
 * the first time anyone needs it, so every consent points at a stored text.
 */
export async function currentPolicy(
  db: Db,
  companyId: number
): Promise<{ row: PolicyRow; companyName: string }> {
  const name = await companyName(db, companyId);
  const latest = () =>
    db
      .select()
      .from(privacyPolicies)
      .where(eq(privacyPolicies.companyId, companyId))
      .orderBy(desc(privacyPolicies.version))
      .limit(1);
  let [row] = await latest();
  if (!row) {
    const body = defaultPrivacyPolicy(name);
    await db
      .insert(privacyPolicies)
      .values({ companyId, version: 1, body, bodySha256: sha256(body) })
      .onConflictDoNothing();
    [row] = await latest();
  }
  return { row: row!, companyName: name };
}

/** The public page of a company's treatment policy. */
export async function publicPolicy(db: Db, companyId: number): Promise<PrivacyPolicy> {
  const { row, companyName: name } = await currentPolicy(db, companyId);
  return toPolicy(row, name);
}

/** The privacy settings screen: the current policy, every version with its date, and the retention in months. */
export async function privacySettings(db: Db, companyId: number): Promise<PrivacySettings> {
  const { row, companyName: name } = await currentPolicy(db, companyId);
  const [settings] = await db
    .select({ months: companyPrivacySettings.retentionMonths })
    .from(companyPrivacySettings)
    .where(eq(companyPrivacySettings.companyId, companyId));
  const versions = await db
    .select({ version: privacyPolicies.version, createdAt: privacyPolicies.createdAt })
    .from(privacyPolicies)
    .where(eq(privacyPolicies.companyId, companyId))
    .orderBy(desc(privacyPolicies.version));
  return {
    policy: toPolicy(row, name),
    retention_months: settings?.months ?? DEFAULT_RETENTION_MONTHS,
    versions: versions.map((v) => ({ version: v.version, published_at: v.createdAt.toISOString() })),
  };
}

/**
 * Saves the settings: a changed text becomes the next version (earlier ones stay, each consent keeps its own) and
 * goes to the audit log; the retention is kept in the company's row. An editor that started from a version another
 * person has since replaced is refused with the settings as they are now, so nobody's text is lost unseen.
 */
export async function savePrivacySettings(
  db: Db,
  companyId: number,
  input: PrivacySettingsInput,
  actor: AuditActor
): Promise<PrivacySettings> {
  await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const { row } = await currentPolicy(tx, companyId);
    if (row.version !== input.version) throw staleVersion(await privacySettings(tx, companyId));
    if (row.body !== input.body) {
      const version = row.version + 1;
      await tx.insert(privacyPolicies).values({
        companyId,
        version,
        body: input.body,
        bodySha256: sha256(input.body),
        createdBy: actor.userId,
      });
      await recordAudit(tx, actor, 'privacy.policy', {
        companyId,
        entityType: 'company',
        entityId: companyId,
        details: { version },
      });
    }
    await tx
      .insert(companyPrivacySettings)
      .values({ companyId, retentionMonths: input.retention_months })
      .onConflictDoUpdate({
        target: companyPrivacySettings.companyId,
        set: { retentionMonths: input.retention_months, updatedAt: sql`now()` },
      });
  });
  return privacySettings(db, companyId);
}

/** Stores the proof of a holder's authorisation for the lead their form reached (call inside the intake's transaction). */
export async function recordConsent(
  tx: Db,
  consent: { leadId: number; companyId: number; channel: ConsentChannel; ipAddress: string; givenAt: Date }
): Promise<void> {
  const { row } = await currentPolicy(tx, consent.companyId);
  await tx.insert(leadConsents).values({
    leadId: consent.leadId,
    policyId: row.id,
    channel: consent.channel,
    ipAddress: consent.ipAddress.slice(0, 64),
    givenAt: consent.givenAt,
  });
}

/** Everything held about the person of one lead: the lead, its history and every consent with the text accepted. */
export async function personalData(db: Db, leadId: number): Promise<PersonalData> {
  const [row] = await db
    .select({ lead: leads, company: companies.name })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .where(eq(leads.id, leadId));
  if (!row) throw notFound('Lead no encontrado.');
  const history = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  const consents = await db
    .select({ consent: leadConsents, policy: privacyPolicies })
    .from(leadConsents)
    .innerJoin(privacyPolicies, eq(privacyPolicies.id, leadConsents.policyId))
    .where(eq(leadConsents.leadId, leadId))
    .orderBy(asc(leadConsents.givenAt));
  const { lead } = row;
  const saved = lead.contactEmail ? await savedSearchesOf(db, lead.contactEmail) : [];
  return {
    company: row.company,
    lead_id: lead.id,
    contact_name: lead.contactName,
    contact_email: lead.contactEmail,
    contact_phone: lead.contactPhone,
    status: lead.status,
    origin: lead.origin,
    source: lead.source,
    budget: lead.budget,
    interests: lead.interests,
    notes: lead.notes,
    created_at: lead.createdAt.toISOString(),
    history: history.map((e) => ({
      at: e.createdAt.toISOString(),
      type: e.type,
      description: e.description,
    })),
    consents: consents.map(({ consent, policy }) => ({
      given_at: consent.givenAt.toISOString(),
      channel: consent.channel,
      ip_address: consent.ipAddress,
      policy_version: policy.version,
      policy_sha256: policy.bodySha256,
      policy_text: policy.body,
    })),
    saved_searches: saved,
  };
}

/** The same data as a CSV for a spreadsheet: one 'campo;valor' row per fact (BOM, ';', CRLF like the leads export). */
export function personalDataCsv(data: PersonalData): string {
  const rows: (string | number | null)[][] = [
    ['Campo', 'Valor'],
    ['Empresa', data.company],
    ['Lead', data.lead_id],
    ['Nombre', data.contact_name],
    ['Correo electrónico', data.contact_email],
    ['Teléfono', data.contact_phone],
    ['Estado', data.status],
    ['Origen', data.origin],
    ['Fuente', data.source],
    ['Presupuesto', data.budget],
    ['Intereses', data.interests],
    ['Notas', data.notes],
    ['Creado', data.created_at],
    ...data.history.map((e) => [`Historial ${e.at} (${e.type})`, e.description]),
    ...data.consents.map((c) => [
      `Autorización ${c.given_at}`,
      `Canal ${c.channel}; dirección ${c.ip_address ?? 'eliminada'}; política versión ${c.policy_version} (SHA-256 ${c.policy_sha256})`,
    ]),
    ...data.saved_searches.map((s) => [
      `Búsqueda guardada ${s.created_at}`,
      `${s.summary}; confirmada ${s.confirmed_at ?? 'no'}; cancelada ${s.unsubscribed_at ?? 'no'}; autorización ${s.consent.given_at} por el canal ${s.consent.channel}`,
    ]),
  ];
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/**
 * Anonymises the person of one lead: name, e-mail, phone, notes, interests and every free text of its history and
 * of the company's feed go; its status, origin, dates, budget, history entries and sales stay, so counts, funnel
 * figures and sales history do not move. Returns false when it was already anonymised. Audited as `actor`.
 */
export async function anonymiseLead(db: Db, leadId: number, actor: AuditActor, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) throw notFound('Lead no encontrado.');
    if (lead.anonymisedAt) return false;
    // The person's saved searches hold the same address: they go with it.
    if (lead.contactEmail) await deleteSavedSearchesOf(tx, lead.contactEmail);
    await tx
      .update(leads)
      .set({
        contactName: ANONYMISED_NAME,
        contactEmail: null,
        contactPhone: null,
        notes: null,
        interests: null,
        anonymisedAt: now,
        version: sql`${leads.version} + 1`,
      })
      .where(eq(leads.id, leadId));
    await tx
      .update(leadEvents)
      .set({ description: ANONYMISED_TEXT })
      .where(and(eq(leadEvents.leadId, leadId), sql`${leadEvents.description} is not null`));
    await tx.update(leadConsents).set({ ipAddress: null }).where(eq(leadConsents.leadId, leadId));
    // The feed names the person in the words of its entries ('Nuevo lead: …'); the name goes from each of them.
    const name = lead.contactName?.trim();
    if (name) {
      await tx
        .update(projectActivities)
        .set({
          title: sql`replace(${projectActivities.title}, ${name}, ${ANONYMISED_NAME})`,
          description: sql`replace(${projectActivities.description}, ${name}, ${ANONYMISED_NAME})`,
        })
        .where(
          and(
            eq(projectActivities.companyId, lead.companyId),
            sql`(strpos(${projectActivities.title}, ${name}) > 0 or strpos(coalesce(${projectActivities.description}, ''), ${name}) > 0)`
          )
        );
    }
    await recordAudit(tx, actor, 'privacy.anonymise', {
      companyId: lead.companyId,
      entityType: 'lead',
      entityId: lead.id,
      entityName: ANONYMISED_NAME,
    });
    return true;
  });
}

/** The company of a lead, for the audit entry of an export. */
export async function findLeadCompanyOf(db: Db, leadId: number): Promise<number> {
  const [row] = await db.select({ companyId: leads.companyId }).from(leads).where(eq(leads.id, leadId));
  if (!row) throw notFound('Lead no encontrado.');
  return row.companyId;
}

/** Records an export of a person's data in the audit log. */
export const auditExport = (db: Db, actor: AuditActor, data: PersonalData, companyId: number) =>
  recordAudit(db, actor, 'privacy.export', {
    companyId,
    entityType: 'lead',
    entityId: data.lead_id,
  });

/** The retention sweep's actor in the audit log. */
const RETENTION_ACTOR: AuditActor = { userId: null, email: 'Retención automática' };
/** The holder, once their link proved the address (the log never copies it). */
export const HOLDER_ACTOR: AuditActor = { userId: null, email: 'Titular (enlace confirmado)' };

/**
 * Anonymises every lead whose last activity (its own update or a history entry) is older than its company's
 * retention (24 months by default), as of `now` from the application's clock. Returns how many.
 */
export async function sweepRetention(db: Db, now: Date): Promise<number> {
  const due = await db.execute<{ id: number }>(sql`
    select l.id from leads l
    left join company_privacy_settings s on s.company_id = l.company_id
    where l.anonymised_at is null
      and greatest(l.updated_at, coalesce((select max(e.created_at) from lead_events e where e.lead_id = l.id), l.updated_at))
        < ${now.toISOString()}::timestamptz - make_interval(months => coalesce(s.retention_months, ${DEFAULT_RETENTION_MONTHS}))
    order by l.id
    limit 500`);
  let done = 0;
  for (const { id } of due.rows) if (await anonymiseLead(db, Number(id), RETENTION_ACTOR, now)) done += 1;
  return done;
}

// A request's link works for a day.
const REQUEST_TTL_MS = 24 * 60 * 60_000;

/** The leads, in every company, that hold this address and were not anonymised yet. */
export async function leadsOfEmail(db: Db, email: string) {
  return db
    .select({ id: leads.id, companyId: leads.companyId, companyName: companies.name })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .where(and(sql`lower(${leads.contactEmail}) = ${email.trim().toLowerCase()}`, isNull(leads.anonymisedAt)))
    .orderBy(asc(leads.id));
}

/** Opens a request and returns its link's token; only the token's hash is stored. */
export async function openPrivacyRequest(
  db: Db,
  request: { email: string; kind: PrivacyRequestKind },
  now: Date
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(privacyRequests).values({
    tokenSha256: sha256(token),
    email: request.email.trim().toLowerCase(),
    kind: request.kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
  });
  return token;
}

const LINK_INVALID = 'El enlace no es válido o ya venció. Pide uno nuevo en la página de privacidad.';

/** The open request of a link (not used, not expired), or 404. */
export async function pendingRequest(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.tokenSha256, sha256(token)),
        isNull(privacyRequests.usedAt),
        gt(privacyRequests.expiresAt, now)
      )
    );
  if (!row) throw notFound(LINK_INVALID);
  return row;
}

/**
 * Carries out a confirmed request once: the data of every lead holding the address (export) or their anonymisation
 * (delete), each act in the audit log. The link is spent in the same transaction.
 */
export async function confirmPrivacyRequest(db: Db, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const request = await pendingRequest(tx, token, now);
    const spent = await tx
      .update(privacyRequests)
      .set({ usedAt: now })
      .where(and(eq(privacyRequests.id, request.id), isNull(privacyRequests.usedAt)))
      .returning({ id: privacyRequests.id });
    if (spent.length === 0) throw notFound(LINK_INVALID);
    const found = await leadsOfEmail(tx, request.email);
    if (request.kind === 'export') {
      const records: PersonalData[] = [];
      for (const lead of found) {
        const data = await personalData(tx, lead.id);
        await auditExport(tx, HOLDER_ACTOR, data, lead.companyId);
        records.push(data);
      }
      const saved = await savedSearchesOf(tx, request.email);
      const count = records.length + saved.length;
      const message =
        count === 0
          ? 'No tenemos datos personales asociados a tu correo.'
          : `Estos son los datos que tenemos sobre ti (${count} ${count === 1 ? 'registro' : 'registros'}).`;
      return { kind: 'export' as const, message, records, saved_searches: saved };
    }
    for (const lead of found) await anonymiseLead(tx, lead.id, HOLDER_ACTOR, now);
    await deleteSavedSearchesOf(tx, request.email);
    return {
      kind: 'delete' as const,
      message: 'Eliminamos tus datos personales. Las cifras de las empresas conservan solo datos anónimos.',
      records: [],
      saved_searches: [],
    };
  });
}

/** Deletes the requests whose links expired (the privacy sweep). */
export async function sweepPrivacyRequests(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(privacyRequests)
    .where(sql`${privacyRequests.expiresAt} < ${now.toISOString()}::timestamptz`)
    .returning({ id: privacyRequests.id });
  return gone.length;
}
