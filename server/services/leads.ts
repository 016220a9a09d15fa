import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { totalPages } from '#domain/project';
import {
  LEAD_STATUS_LABELS,
  type Lead,
  type LeadCounts,
  type LeadAssign,
  type LeadDetail,
  type LeadList,
  type LeadStatus,
  type LeadUpdate,
  type LeadsQuery,
} from '#domain/lead';
import { whatsappLink, whatsappMessage } from '#domain/whatsapp';
import type { Db } from '#server/db/client';
import { isoText } from '#server/db/json-shape';
import {
  companies,
  companyMembers,
  leadCaptureSettings,
  leadEvents,
  leads,
  projects,
  properties,
  users,
  type NewLeadEvent,
} from '#server/db/schema';
import { HttpError, notFound, staleVersion } from '#server/lib/http-error';
import type { Author } from './activities';
import { namedExecute } from '#server/db/named-statement';
import { callerOf, userIdOf, type CallerRow, type WithCaller } from './users';

export const LEAD_NOT_FOUND = 'Lead no encontrado.';
const ASSIGNEE_NOT_MEMBER = 'El responsable debe pertenecer a la empresa.';
const ASSIGNEE_VIEWER = 'Un VIEWER no puede ser responsable de un lead: elige un miembro con otro rol.';

const assignee = alias(users, 'assignee');

/** The columns of a lead as the API answers it. */
const leadColumns = {
  lead: leads,
  projectName: projects.name,
  propertyName: properties.name,
  assigneeName: sql<string | null>`coalesce(${assignee.fullName}, ${assignee.email})`,
};
type LeadRow = {
  lead: typeof leads.$inferSelect;
  projectName: string | null;
  propertyName: string | null;
  assigneeName: string | null;
};

const selectLeads = (db: Db) =>
  db
    .select(leadColumns)
    .from(leads)
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo));

/** A lead row as the API answers it. */
export function toLead({ lead, projectName, propertyName, assigneeName }: LeadRow): Lead {
  return {
    id: lead.id,
    company_id: lead.companyId,
    contact_name: lead.contactName,
    contact_email: lead.contactEmail,
    contact_phone: lead.contactPhone,
    status: lead.status,
    origin: lead.origin,
    source: lead.source,
    budget: lead.budget,
    interests: lead.interests,
    interest_types: lead.interestTypes,
    interest_cities: lead.interestCities,
    project_id: lead.projectId,
    project_name: projectName,
    property_id: lead.propertyId,
    property_name: propertyName,
    notes: lead.notes,
    assigned_to: lead.assignedTo,
    assigned_to_name: assigneeName,
    lost_reason: lead.lostReason,
    version: lead.version,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
  };
}

// Accents are folded by hand: PGlite has no `unaccent` extension, and 'Gomez' should find 'Gómez'.
const FROM = 'áéíóúüñàèìòù';
const TO = 'aeiouunaeiou';
const folded = (column: SQL | AnyPgColumn) => sql`translate(lower(coalesce(${column}, '')), ${FROM}, ${TO})`;
const foldText = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The search of the panel: name, e-mail, phone or interests contain the words typed. */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${folded(leads.contactName)} like ${pattern}`,
    sql`${folded(leads.contactEmail)} like ${pattern}`,
    sql`${folded(leads.interests)} like ${pattern}`,
    sql`${folded(sql`array_to_string(${leads.interestCities}, ' ')`)} like ${pattern}`,
    ...(/\d{3}/.test(text)
      ? [
          sql`regexp_replace(coalesce(${leads.contactPhone}, ''), '\\D', '', 'g') like ${`%${text.replace(/\D/g, '')}%`}`,
        ]
      : [])
  );
}

/** A lead in its API shape ({@link toLead}), as JSON built by PostgreSQL over a row `l` of leads. */
const LEAD_JSON = sql.raw(`json_build_object(
  'id', l.id, 'company_id', l.company_id, 'contact_name', l.contact_name, 'contact_email', l.contact_email,
  'contact_phone', l.contact_phone, 'status', l.status, 'origin', l.origin, 'source', l.source,
  'budget', l.budget, 'interests', l.interests, 'interest_types', l.interest_types,
  'interest_cities', l.interest_cities, 'project_id', l.project_id,
  'project_name', (select pr.name from projects pr where pr.id = l.project_id),
  'property_id', l.property_id, 'property_name', (select p.name from properties p where p.id = l.property_id),
  'notes', l.notes, 'assigned_to', l.assigned_to,
  'assigned_to_name', (select coalesce(u.full_name, u.email) from users u where u.id = l.assigned_to),
  'lost_reason', l.lost_reason, 'version', l.version, 'created_at', ${isoText('l.created_at')},
  'updated_at', ${isoText('l.updated_at')})`);

const leadsPage = namedExecute<{
  caller: CallerRow | null;
  leads: Lead[];
  per_status: { status: LeadStatus; n: number }[];
}>('leads.page');

/**
 * One page of a company's leads, newest first, with the counts per status of the whole search for the tabs; 'Mis
 * leads' (`assigned=me`) keeps the caller's own, counts included. One statement with the caller of `sub` (ADR 0062,
 * 0066): the page and the counts read the same search, and 'Mis leads' names the caller by that subject.
 */
export async function listLeads(db: Db, query: LeadsQuery, sub: string): Promise<WithCaller<LeadList>> {
  const { page, limit } = query;
  const searched = and(
    eq(leads.companyId, query.company_id),
    searchCondition(query.q),
    query.assigned === 'me' ? sql`${leads.assignedTo} = ${userIdOf(sub)}` : undefined
  );
  const status = query.status ?? null;
  const { rows } = await leadsPage(
    db,
    sql`
    with searched as (select * from ${leads} where ${searched})
    select
      ${callerOf(sub)} as caller,
      coalesce((select json_agg(${LEAD_JSON} order by l.created_at desc, l.id desc)
        from (select * from searched where ${status}::text is null or status::text = ${status}::text
          order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}) l), '[]') as leads,
      coalesce((select json_agg(json_build_object('status', s.status, 'n', s.n))
        from (select status, count(*)::int as n from searched group by status) s), '[]') as per_status`
  );
  const row = rows[0]!;
  const counts = countsOf(row.per_status);
  const totalItems = query.status ? counts[query.status] : counts.all;
  return {
    caller: row.caller,
    answer: {
      leads: row.leads,
      total_items: totalItems,
      total_pages: totalPages(totalItems, limit),
      page,
      counts,
    },
  };
}

function countsOf(rows: { status: LeadStatus; n: number }[]): LeadCounts {
  const counts: LeadCounts = {
    all: 0,
    new: 0,
    contacted: 0,
    qualified: 0,
    quoted: 0,
    reserved: 0,
    won: 0,
    lost: 0,
  };
  for (const { status, n } of rows) {
    counts[status] = n;
    counts.all += n;
  }
  return counts;
}

/** Every lead of a company under the filters, newest first (the CSV export). */
export async function leadsForExport(
  db: Db,
  query: { company_id: number; status?: LeadStatus; q?: string; assigned?: 'me' },
  callerId: number
): Promise<Lead[]> {
  const rows = await selectLeads(db)
    .where(
      and(
        eq(leads.companyId, query.company_id),
        searchCondition(query.q),
        query.assigned === 'me' ? eq(leads.assignedTo, callerId) : undefined,
        query.status ? eq(leads.status, query.status) : undefined
      )
    )
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(toLead);
}

/** The lead's company, or 404 'Lead no encontrado.' (the policy locator). */
export async function findLeadCompany(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ companyId: leads.companyId }).from(leads).where(eq(leads.id, id));
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return row.companyId;
}

/** A lead as the API answers it, or 404. */
export async function readLead(db: Db, id: number): Promise<Lead> {
  const [row] = await selectLeads(db).where(eq(leads.id, id));
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return toLead(row);
}

/** A lead with its history, oldest entry first. */
export async function leadDetail(db: Db, id: number): Promise<LeadDetail> {
  const lead = await readLead(db, id);
  const history = await db
    .select({
      event: leadEvents,
      authorName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.createdBy))
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return {
    ...lead,
    whatsapp: await whatsappOf(db, lead),
    history: history.map(({ event, authorName }) => ({
      id: event.id,
      type: event.type,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      description: event.description,
      created_by_name: authorName,
      unverified: event.unverified,
      created_at: event.createdAt.toISOString(),
    })),
  };
}

/** The 'WhatsApp' link of a lead with the company's message, or why there is none. */
async function whatsappOf(db: Db, lead: Lead) {
  const [company] = await db
    .select({ name: companies.name, template: leadCaptureSettings.whatsappTemplate })
    .from(companies)
    .leftJoin(leadCaptureSettings, eq(leadCaptureSettings.companyId, companies.id))
    .where(eq(companies.id, lead.company_id));
  const interest = lead.property_name
    ? `${lead.property_name}${lead.project_name ? ` (${lead.project_name})` : ''}`
    : lead.project_name;
  const message = whatsappMessage(company?.template ?? null, {
    name: lead.contact_name,
    interest,
    company: company?.name ?? '',
  });
  return whatsappLink(lead.contact_phone, message);
}

/** Writes one history entry, inside the caller's transaction. */
export async function recordLeadEvent(tx: Db, event: NewLeadEvent): Promise<void> {
  const description = event.description;
  await tx.insert(leadEvents).values({
    ...event,
    description: description && description.length > 1000 ? `${description.slice(0, 999)}…` : description,
  });
}

const statusChange = (from: LeadStatus, to: LeadStatus) =>
  `De '${LEAD_STATUS_LABELS[from]}' a '${LEAD_STATUS_LABELS[to]}'.`;

/**
 * Changes a lead's status or notes, writing one history entry per change. Applies only to the
 * version its writer read (the row lock makes the check and the write one step); a stale one is refused with the
 * lead as it is now.
 */
export async function updateLead(db: Db, id: number, patch: LeadUpdate, author: Author): Promise<LeadDetail> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!current) throw notFound(LEAD_NOT_FOUND);
    if (current.version !== patch.version) throw staleVersion(await leadDetail(tx, id));
    const changes: Partial<typeof leads.$inferInsert> = {};
    const events: NewLeadEvent[] = [];
    if (patch.status !== undefined && patch.status !== current.status) {
      changes.status = patch.status;
      const closing = patch.status === 'lost';
      changes.lostReason = closing ? patch.lost_reason!.trim() : null;
      events.push({
        leadId: id,
        type: 'status_changed',
        fromStatus: current.status,
        toStatus: patch.status,
        description:
          statusChange(current.status, patch.status) + (closing ? ` Motivo: ${changes.lostReason}` : ''),
        createdBy: author,
      });
    }
    const notes = patch.notes === undefined ? undefined : patch.notes?.trim() || null;
    if (notes !== undefined && notes !== current.notes) {
      changes.notes = notes;
      events.push({ leadId: id, type: 'note', description: notes ?? 'Notas borradas.', createdBy: author });
    }
    if (events.length === 0) return;
    await tx
      .update(leads)
      .set({ ...changes, version: sql`${leads.version} + 1` })
      .where(eq(leads.id, id));
    for (const event of events) await recordLeadEvent(tx, event);
  });
  return leadDetail(db, id);
}

const CHANNEL_WORDS = { email: 'por correo electrónico', phone: 'por teléfono' } as const;

/**
 * 'Contactar': the team reached out by e-mail or phone. The entry is always written; a lead still 'Nuevo' moves to
 * 'En seguimiento' (a qualified or closed lead keeps its status).
 */
export async function contactLead(
  db: Db,
  id: number,
  channel: 'email' | 'phone',
  author: Author
): Promise<LeadDetail> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!current) throw notFound(LEAD_NOT_FOUND);
    const address = channel === 'email' ? current.contactEmail : current.contactPhone;
    if (!address)
      throw new HttpError(
        422,
        channel === 'email' ? 'El lead no tiene correo electrónico.' : 'El lead no tiene teléfono.'
      );
    const moves = current.status === 'new';
    // The move is a change another person's open copy did not see: it takes a new version.
    if (moves) {
      await tx
        .update(leads)
        .set({ status: 'contacted', version: sql`${leads.version} + 1` })
        .where(eq(leads.id, id));
    }
    await recordLeadEvent(tx, {
      leadId: id,
      type: 'contacted',
      fromStatus: moves ? 'new' : null,
      toStatus: moves ? 'contacted' : null,
      description: `Contactado ${CHANNEL_WORDS[channel]} (${address}).`,
      createdBy: author,
    });
  });
  return leadDetail(db, id);
}

/**
 * 'Asignar a': gives the lead to a member who is not a VIEWER (or to nobody), on the version its writer read, and
 * keeps the change in the history. Answers whether the assignee changed, so only a real change is e-mailed.
 */
export async function assignLead(
  db: Db,
  id: number,
  request: LeadAssign,
  author: Author
): Promise<{ detail: LeadDetail; changed: boolean }> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!current) throw notFound(LEAD_NOT_FOUND);
    if (current.version !== request.version) throw staleVersion(await leadDetail(tx, id));
    let name: string | null = null;
    if (request.assigned_to !== null) {
      const [member] = await tx
        .select({ role: companyMembers.role, name: sql<string>`coalesce(${users.fullName}, ${users.email})` })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(
          and(eq(companyMembers.companyId, current.companyId), eq(companyMembers.userId, request.assigned_to))
        );
      if (!member) throw new HttpError(422, ASSIGNEE_NOT_MEMBER);
      if (member.role === 'VIEWER') throw new HttpError(422, ASSIGNEE_VIEWER);
      name = member.name;
    }
    if (request.assigned_to === current.assignedTo) return false;
    const [before] =
      current.assignedTo === null
        ? []
        : await tx
            .select({ name: sql<string>`coalesce(${users.fullName}, ${users.email})` })
            .from(users)
            .where(eq(users.id, current.assignedTo));
    await tx
      .update(leads)
      .set({ assignedTo: request.assigned_to, version: sql`${leads.version} + 1` })
      .where(eq(leads.id, id));
    const to = name ? `Asignado a ${name}` : 'Sin responsable';
    await recordLeadEvent(tx, {
      leadId: id,
      type: 'assigned',
      description: before ? `${to} (antes: ${before.name}).` : `${to}.`,
      createdBy: author,
    });
    return true;
  });
  return { detail: await leadDetail(db, id), changed };
}

/**
 * 'WhatsApp': the team opened a chat with the lead. Like 'Contactar', the entry is always written and a lead still
 * 'Nuevo' moves to 'En seguimiento'; a lead without a valid mobile has nothing to record.
 */
export async function whatsappLead(db: Db, id: number, author: Author): Promise<LeadDetail> {
  const before = await leadDetail(db, id);
  if (!before.whatsapp.url) throw new HttpError(422, before.whatsapp.reason ?? 'El lead no tiene celular.');
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!current) throw notFound(LEAD_NOT_FOUND);
    const moves = current.status === 'new';
    if (moves) {
      await tx
        .update(leads)
        .set({ status: 'contacted', version: sql`${leads.version} + 1` })
        .where(eq(leads.id, id));
    }
    await recordLeadEvent(tx, {
      leadId: id,
      type: 'whatsapp',
      fromStatus: moves ? 'new' : null,
      toStatus: moves ? 'contacted' : null,
      description: `Contactado por WhatsApp (${current.contactPhone ?? ''}).`,
      createdBy: author,
    });
  });
  return leadDetail(db, id);
}
