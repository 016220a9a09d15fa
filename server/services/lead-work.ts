import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PROJECT_OF_OTHER_COMPANY,
  SALESPERSON_NOT_MEMBER,
  TASK_KIND_LABELS,
  VISIT_IN_PAST,
  VISIT_STATUS_LABELS,
  visitInstant,
  type Task,
  type TaskCreate,
  type Visit,
  type VisitCreate,
  type VisitOutcomeRequest,
  type VisitStatus,
  type VisitsQuery,
} from '#domain/lead-work';
import { colombiaInstant } from '#domain/business-calendar';
import type { Db } from '#server/db/client';
import { companies, companyMembers, leadTasks, leadVisits, leads, projects, users } from '#server/db/schema';
import { sendMail } from '#server/mail/send-mail';
import { visitIcs } from '#server/mail/visit-ics';
import { HttpError, conflict, notFound } from '#server/lib/http-error';
import type { Author } from './activities';
import { LEAD_NOT_FOUND, recordLeadEvent } from './leads';

export const TASK_NOT_FOUND = 'Tarea no encontrada.';
export const VISIT_NOT_FOUND = 'Visita no encontrada.';
/** A visit whose outcome is recorded is history; another outcome would rewrite it. */
const VISIT_CLOSED = 'La visita ya tiene resultado registrado.';

const dayMs = 24 * 60 * 60 * 1000;
/** How long a sales-room visit is booked for, in the mails and the calendar file. */
const VISIT_MINUTES = 60;

// ---------------------------------------------------------------------------------------------------------------
// Tasks
// ---------------------------------------------------------------------------------------------------------------

const taskColumns = { task: leadTasks, leadName: leads.contactName };
type TaskRow = { task: typeof leadTasks.$inferSelect; leadName: string | null };

const toTask = ({ task, leadName }: TaskRow, now: Date): Task => ({
  id: task.id,
  lead_id: task.leadId,
  lead_name: leadName,
  kind: task.kind,
  title: task.title,
  due_at: task.dueAt.toISOString(),
  done_at: task.doneAt?.toISOString() ?? null,
  overdue: task.doneAt === null && task.dueAt < now,
  assigned_to: task.assignedTo,
});

const selectTasks = (db: Db) =>
  db.select(taskColumns).from(leadTasks).innerJoin(leads, eq(leads.id, leadTasks.leadId));

/** The company of a task (404 'Tarea no encontrada.'). */
export async function findTaskCompany(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ companyId: leads.companyId })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(eq(leadTasks.id, id));
  if (!row) throw notFound(TASK_NOT_FOUND);
  return row.companyId;
}

/**
 * Adds a follow-up task to a lead, due at a Colombian date and time, assigned to the lead's owner (or to its author
 * when nobody owns the lead), and leaves an entry in the lead's history.
 */
export async function addTask(db: Db, leadId: number, body: TaskCreate, author: Author, now: Date) {
  const id = await db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const title = body.title?.trim() || TASK_KIND_LABELS[body.kind];
    const dueAt = colombiaInstant(body.due_date, body.due_time);
    const [row] = await tx
      .insert(leadTasks)
      .values({
        leadId,
        kind: body.kind,
        title,
        dueAt,
        assignedTo: lead.assignedTo ?? author,
        createdBy: author,
      })
      .returning({ id: leadTasks.id });
    await recordLeadEvent(tx, {
      leadId,
      type: 'task',
      description: `Tarea: ${title} (vence ${body.due_date} ${body.due_time}).`,
      createdBy: author,
    });
    return row!.id;
  });
  return readTask(db, id, now);
}

async function readTask(db: Db, id: number, now: Date): Promise<Task> {
  const [row] = await selectTasks(db).where(eq(leadTasks.id, id));
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toTask(row, now);
}

/** Marks a task done (stamped now) or open again. */
export async function setTaskDone(db: Db, id: number, done: boolean, now: Date): Promise<Task> {
  await db
    .update(leadTasks)
    .set({ doneAt: done ? now : null })
    .where(eq(leadTasks.id, id));
  return readTask(db, id, now);
}

/**
 * A company's tasks, soonest due first: one lead's (every task), or the open ones — the caller's only for 'Mis
 * tareas', the overdue ones for the dashboard.
 */
export async function listTasks(
  db: Db,
  query: { company_id: number; lead_id?: number; mine?: 'true' | 'false'; overdue?: 'true' | 'false' },
  callerId: number,
  now: Date
): Promise<Task[]> {
  const rows = await selectTasks(db)
    .where(
      and(
        eq(leads.companyId, query.company_id),
        query.lead_id === undefined ? isNull(leadTasks.doneAt) : eq(leadTasks.leadId, query.lead_id),
        query.mine === 'true' ? eq(leadTasks.assignedTo, callerId) : undefined,
        query.overdue === 'true' ? and(isNull(leadTasks.doneAt), lt(leadTasks.dueAt, now)) : undefined
      )
    )
    .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
    .limit(200);
  return rows.map((row) => toTask(row, now));
}

// ---------------------------------------------------------------------------------------------------------------
// Visits
// ---------------------------------------------------------------------------------------------------------------

const salesperson = alias(users, 'salesperson');
const visitColumns = {
  visit: leadVisits,
  leadName: leads.contactName,
  projectName: projects.name,
  salespersonName: sql<string | null>`coalesce(${salesperson.fullName}, ${salesperson.email})`,
};
type VisitRow = {
  visit: typeof leadVisits.$inferSelect;
  leadName: string | null;
  projectName: string | null;
  salespersonName: string | null;
};

const selectVisits = (db: Db) =>
  db
    .select(visitColumns)
    .from(leadVisits)
    .innerJoin(leads, eq(leads.id, leadVisits.leadId))
    .leftJoin(projects, eq(projects.id, leadVisits.projectId))
    .leftJoin(salesperson, eq(salesperson.id, leadVisits.salespersonId));

const toVisit = ({ visit, leadName, projectName, salespersonName }: VisitRow): Visit => ({
  id: visit.id,
  lead_id: visit.leadId,
  lead_name: leadName,
  project_id: visit.projectId,
  project_name: projectName,
  salesperson_id: visit.salespersonId,
  salesperson_name: salespersonName,
  starts_at: visit.startsAt.toISOString(),
  status: visit.status,
});

/** A visit as the API answers it, or 404. */
export async function readVisit(db: Db, id: number): Promise<Visit> {
  const [row] = await selectVisits(db).where(eq(leadVisits.id, id));
  if (!row) throw notFound(VISIT_NOT_FOUND);
  return toVisit(row);
}

/** The company of a visit (404 'Visita no encontrada.'). */
export async function findVisitCompany(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ companyId: leads.companyId })
    .from(leadVisits)
    .innerJoin(leads, eq(leads.id, leadVisits.leadId))
    .where(eq(leadVisits.id, id));
  if (!row) throw notFound(VISIT_NOT_FOUND);
  return row.companyId;
}

const when = (startsAt: Date) =>
  startsAt.toLocaleString('es-CO', { timeZone: 'America/Bogota', dateStyle: 'full', timeStyle: 'short' });

async function checkVisitParties(tx: Db, companyId: number, body: VisitCreate) {
  const [member] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, body.salesperson_id)));
  if (!member) throw new HttpError(422, SALESPERSON_NOT_MEMBER);
  if (body.project_id != null) {
    const [project] = await tx
      .select({ companyId: projects.companyId })
      .from(projects)
      .where(eq(projects.id, body.project_id));
    if (project?.companyId !== companyId) throw new HttpError(422, PROJECT_OF_OTHER_COMPANY);
  }
}

/**
 * 'Agendar visita': a visit to the sales room at a Colombian date and time that has not passed, with a salesperson
 * of the lead's company and, optionally, one of its projects. The lead's history says when and with whom.
 */
export async function scheduleVisit(
  db: Db,
  leadId: number,
  body: VisitCreate,
  author: Author,
  now: Date
): Promise<Visit> {
  const startsAt = visitInstant(body);
  if (startsAt <= now) throw new HttpError(422, VISIT_IN_PAST);
  const id = await db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    await checkVisitParties(tx, lead.companyId, body);
    const [row] = await tx
      .insert(leadVisits)
      .values({
        leadId,
        projectId: body.project_id ?? null,
        salespersonId: body.salesperson_id,
        startsAt,
        createdBy: author,
      })
      .returning({ id: leadVisits.id });
    await recordLeadEvent(tx, {
      leadId,
      type: 'visit',
      description: `Visita agendada para el ${when(startsAt)}.`,
      createdBy: author,
    });
    await mailVisit(tx, row!.id, 'visit-confirmation');
    return row!.id;
  });
  return readVisit(db, id);
}

/** A company's visits starting in [from, to) (the agenda's week or day) or one lead's (its profile), in time order. */
export async function listVisits(db: Db, query: VisitsQuery) {
  const rows = await selectVisits(db)
    .where(
      and(
        eq(leads.companyId, query.company_id),
        query.lead_id === undefined ? undefined : eq(leadVisits.leadId, query.lead_id),
        query.from === undefined ? undefined : gte(leadVisits.startsAt, new Date(query.from)),
        query.to === undefined ? undefined : lt(leadVisits.startsAt, new Date(query.to))
      )
    )
    .orderBy(asc(leadVisits.startsAt), asc(leadVisits.id))
    .limit(500);
  return rows.map(toVisit);
}

/** The statuses from which an outcome may still be recorded (the visit statechart's open states). */
const OPEN: readonly VisitStatus[] = ['scheduled', 'reminded'];
// A visit the buyer came to qualifies a lead the team had not yet qualified; a lead further on keeps its status.
const QUALIFIES_FROM = ['new', 'contacted'] as const;

/**
 * Records how a visit went. 'Asistió' qualifies a lead still new or in follow-up; 'Reprogramada' closes this visit
 * and schedules its successor (same project and salesperson) at the new time, which must not have passed.
 */
export async function recordVisitOutcome(
  db: Db,
  id: number,
  body: VisitOutcomeRequest,
  author: Author,
  now: Date
): Promise<Visit> {
  const next = body.outcome === 'rescheduled' ? visitInstant({ date: body.date!, time: body.time! }) : null;
  if (next && next <= now) throw new HttpError(422, VISIT_IN_PAST);
  const answer = await db.transaction(async (tx) => {
    const [visit] = await tx.select().from(leadVisits).where(eq(leadVisits.id, id)).for('update');
    if (!visit) throw notFound(VISIT_NOT_FOUND);
    if (!OPEN.includes(visit.status)) throw conflict(VISIT_CLOSED);
    await tx.update(leadVisits).set({ status: body.outcome }).where(eq(leadVisits.id, id));
    const [lead] = await tx.select().from(leads).where(eq(leads.id, visit.leadId)).for('update');
    const qualifies =
      body.outcome === 'attended' && (QUALIFIES_FROM as readonly string[]).includes(lead!.status);
    if (qualifies) {
      await tx
        .update(leads)
        .set({ status: 'qualified', version: sql`${leads.version} + 1` })
        .where(eq(leads.id, visit.leadId));
    }
    await recordLeadEvent(tx, {
      leadId: visit.leadId,
      type: 'visit',
      fromStatus: qualifies ? lead!.status : null,
      toStatus: qualifies ? 'qualified' : null,
      description:
        `Visita del ${when(visit.startsAt)}: ${VISIT_STATUS_LABELS[body.outcome]}.` +
        (next ? ` Nueva visita el ${when(next)}.` : ''),
      createdBy: author,
    });
    if (!next) return id;
    const [successor] = await tx
      .insert(leadVisits)
      .values({
        leadId: visit.leadId,
        projectId: visit.projectId,
        salespersonId: visit.salespersonId,
        startsAt: next,
        createdBy: author,
      })
      .returning({ id: leadVisits.id });
    await mailVisit(tx, successor!.id, 'visit-confirmation');
    return successor!.id;
  });
  return readVisit(db, answer);
}

/**
 * The day-before reminder: every visit still 'scheduled' that starts within the next 24 hours becomes 'reminded'
 * (once: the status is the mark) and its reminder e-mails are queued with that mark; the ids are returned. Compares with the app's
 * clock, which a test moves forward.
 */
export async function remindVisits(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(leadVisits)
      .set({ status: 'reminded', remindedAt: now })
      .where(
        and(
          eq(leadVisits.status, 'scheduled'),
          gte(leadVisits.startsAt, now),
          lt(leadVisits.startsAt, new Date(now.getTime() + dayMs))
        )
      )
      .returning({ id: leadVisits.id });
    for (const { id } of rows) await mailVisit(tx, id, 'visit-reminder');
    return rows.map((r) => r.id);
  });
}

/**
 * The visit's e-mails, queued in the caller's transaction: the confirmation (with its .ics) or the day-before
 * reminder, to the lead when it has an e-mail and to the salesperson. Delivery is the queue's job.
 */
async function mailVisit(tx: Db, visitId: number, template: 'visit-confirmation' | 'visit-reminder') {
  const [row] = await tx
    .select({
      visit: leadVisits,
      lead: leads,
      companyName: companies.name,
      projectName: projects.name,
      address: projects.address,
      sellerName: sql<string | null>`coalesce(${salesperson.fullName}, ${salesperson.email})`,
      sellerEmail: salesperson.email,
    })
    .from(leadVisits)
    .innerJoin(leads, eq(leads.id, leadVisits.leadId))
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(projects, eq(projects.id, leadVisits.projectId))
    .leftJoin(salesperson, eq(salesperson.id, leadVisits.salespersonId))
    .where(eq(leadVisits.id, visitId));
  if (!row) return;
  const leadName = row.lead.contactName ?? 'Cliente';
  const sellerName = row.sellerName ?? 'Equipo comercial';
  const projectName = row.projectName ?? 'Sala de ventas';
  const startsAt = row.visit.startsAt.toISOString();
  const base = {
    companyName: row.companyName,
    leadName,
    leadPhone: row.lead.contactPhone,
    projectName,
    address: row.address,
    startsAt,
    durationMinutes: VISIT_MINUTES,
    salespersonName: sellerName,
    salespersonPhone: null,
  };
  const attachments =
    template === 'visit-confirmation'
      ? [
          visitIcs({
            uid: `visita-${row.visit.id}@in-best`,
            startsAt,
            durationMinutes: VISIT_MINUTES,
            companyName: row.companyName,
            projectName,
            address: row.address,
            salesperson: { name: sellerName, email: row.sellerEmail },
            lead: { name: leadName, email: row.lead.contactEmail },
          }),
        ]
      : [];
  const recipients = [
    row.lead.contactEmail && { to: row.lead.contactEmail, audience: 'lead' as const, name: leadName },
    row.sellerEmail && { to: row.sellerEmail, audience: 'salesperson' as const, name: sellerName },
  ].filter((r) => !!r);
  for (const r of recipients)
    await sendMail(tx, {
      template,
      to: r.to,
      companyId: row.lead.companyId,
      data: { ...base, audience: r.audience, recipientName: r.name },
      attachments,
    });
}
