import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { reservationExpiredText, reservationReleasedText, reservationText } from '#domain/activity-texts';
import { colombiaDay } from '#domain/business-calendar';
import { formatDate } from '#domain/format';
import type { LeadStatus } from '#domain/lead';
import { QUOTE_ERRORS } from '#domain/quote';
import {
  SALES_ERRORS,
  type Reservation,
  type ReservationCreate,
  type ReservationList,
  type ReservationsQuery,
} from '#domain/sales';
import type { Db } from '#server/db/client';
import { PG_ERROR, pgErrorCode } from '#server/db/errors';
import { companySaleSettings, leads, projects, properties, quotes, reservations } from '#server/db/schema';
import { conflict, HttpError, notFound } from '#server/lib/http-error';
import { recordActivity, type Author } from './activities';
import { LEAD_NOT_FOUND, recordLeadEvent } from './leads';
import { syncProjectUnits } from './unit-counters';

export const RESERVATION_NOT_FOUND = 'Separación no encontrada.';
const ALREADY_RESERVED = 'La unidad ya está separada: libérala o véndela antes de separarla otra vez.';
const NOT_ACTIVE = 'La separación ya no está vigente: fue liberada, venció o se convirtió en venta.';
const DAY_MS = 24 * 60 * 60 * 1000;

// Why each status refuses a new separación; only an available unit can be held.
const UNAVAILABLE: Record<Exclude<typeof properties.$inferSelect.status, 'AVAILABLE'>, string> = {
  RESERVED: ALREADY_RESERVED,
  SOLD: 'La unidad ya está vendida: no se puede separar.',
  RENTED: 'La unidad está arrendada: no se puede separar.',
  BLOCKED: 'La unidad está bloqueada por la empresa: no se puede separar.',
};

type ReservationRow = typeof reservations.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;

/** The company of a reservation (404 'Separación no encontrada.'). */
export async function findReservationCompany(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ companyId: reservations.companyId })
    .from(reservations)
    .where(eq(reservations.id, id));
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  return row.companyId;
}

const selection = {
  reservation: reservations,
  propertyName: properties.name,
  price: properties.price,
  projectId: properties.projectId,
  projectName: projects.name,
  leadName: leads.contactName,
};

type Joined = {
  reservation: ReservationRow;
  propertyName: string;
  price: number | null;
  projectId: number | null;
  projectName: string | null;
  leadName: string | null;
};

const toReservation = ({ reservation: r, ...joined }: Joined): Reservation => ({
  id: r.id,
  company_id: r.companyId,
  property_id: r.propertyId,
  property_name: joined.propertyName,
  project_id: joined.projectId,
  project_name: joined.projectName,
  lead_id: r.leadId,
  lead_name: joined.leadName,
  quote_id: r.quoteId,
  deposit: r.deposit,
  deposit_method: r.depositMethod,
  price: joined.price,
  currency: r.currency,
  status: r.status,
  expires_at: r.expiresAt?.toISOString() ?? null,
  release_reason: r.releaseReason,
  closed_at: r.closedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

const joinedReservations = (db: Db) =>
  db
    .select(selection)
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .leftJoin(projects, eq(projects.id, properties.projectId))
    .leftJoin(leads, eq(leads.id, reservations.leadId));

/** One reservation as the API shows it. */
export async function readReservation(db: Db, id: number): Promise<Reservation> {
  const [row] = await joinedReservations(db).where(eq(reservations.id, id));
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  return toReservation(row);
}

/** One page of a company's separaciones, newest first. */
export async function listReservations(db: Db, query: ReservationsQuery): Promise<ReservationList> {
  const where = and(
    eq(reservations.companyId, query.company_id),
    query.status ? eq(reservations.status, query.status) : undefined
  );
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(reservations).where(where);
  const totalPages = Math.max(1, Math.ceil(n / query.limit));
  const page = Math.min(query.page, totalPages);
  const rows = await joinedReservations(db)
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(query.limit)
    .offset((page - 1) * query.limit);
  return { items: rows.map(toReservation), page, total_pages: totalPages, total_items: n };
}

/** How many days a company's separación holds a unit: its setting, or the column's default without a row. */
async function reservationDays(tx: Db, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ days: companySaleSettings.reservationDays })
    .from(companySaleSettings)
    .where(eq(companySaleSettings.companyId, companyId));
  return row?.days ?? 7;
}

/** Moves a unit to a status and recounts its project, inside the caller's transaction. */
export async function setUnitStatus(
  tx: Db,
  unit: PropertyRow,
  status: PropertyRow['status'],
  extra: Partial<typeof properties.$inferInsert> = {}
): Promise<void> {
  await tx
    .update(properties)
    .set({ status, ...extra, version: sql`${properties.version} + 1` })
    .where(eq(properties.id, unit.id));
  if (unit.projectId !== null) await syncProjectUnits(tx, unit.projectId, { whenEmpty: 'recount' });
}

/** Moves a lead along the sale and writes its history entry, inside the caller's transaction. */
export async function moveLead(
  tx: Db,
  leadId: number | null,
  to: LeadStatus | null,
  type: 'reservation' | 'sale',
  description: string,
  author: Author
): Promise<void> {
  if (leadId === null) return;
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!lead) return;
  const moves = to !== null && to !== lead.status;
  if (moves) {
    await tx
      .update(leads)
      .set({ status: to, version: sql`${leads.version} + 1` })
      .where(eq(leads.id, leadId));
  }
  await recordLeadEvent(tx, {
    leadId,
    type,
    fromStatus: moves ? lead.status : null,
    toStatus: moves ? to : null,
    description,
    createdBy: author,
  });
}

/**
 * A separación from a quote holds what the buyer accepted: the company's accepted quote of this unit for this lead.
 * Another company's quote is as missing as one that does not exist; any other mismatch is a 422 naming it.
 */
async function checkQuote(db: Db, quoteId: number, unit: PropertyRow, leadId: number): Promise<void> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote || quote.companyId !== unit.companyId) throw notFound(QUOTE_ERRORS.notFound);
  if (quote.propertyId !== unit.id) throw new HttpError(422, 'La cotización es de otra unidad.');
  if (quote.leadId !== leadId) throw new HttpError(422, SALES_ERRORS.quoteOfOtherLead);
  if (quote.status !== 'accepted')
    throw conflict('Solo se separa desde una cotización aceptada por el cliente.');
}

/**
 * 'Separar': holds an available unit for a lead of the same company, with the deposit received, until now plus the
 * company's reservation days. The unique index on active reservations decides between concurrent attempts: exactly
 * one commits, the others get a 409.
 */
export async function createReservation(
  db: Db,
  unit: PropertyRow,
  input: ReservationCreate,
  author: Author,
  now: Date
): Promise<Reservation> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, input.lead_id));
  // Another company's lead is as missing as one that does not exist.
  if (!lead || lead.companyId !== unit.companyId) throw notFound(LEAD_NOT_FOUND);
  if (input.quote_id !== undefined) await checkQuote(db, input.quote_id, unit, lead.id);
  if (unit.status !== 'AVAILABLE') throw conflict(UNAVAILABLE[unit.status]);
  if (unit.price !== null && input.deposit > unit.price)
    throw new HttpError(422, SALES_ERRORS.depositAbovePrice);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const expiresAt = new Date(now.getTime() + (await reservationDays(tx, unit.companyId)) * DAY_MS);
      const [row] = await tx
        .insert(reservations)
        .values({
          companyId: unit.companyId,
          propertyId: unit.id,
          leadId: lead.id,
          quoteId: input.quote_id ?? null,
          deposit: input.deposit,
          depositMethod: input.deposit_method,
          currency: unit.currency,
          expiresAt,
          createdBy: author,
          createdAt: now,
        })
        .returning();
      // The unit read before the transaction may have changed since: only an available one is held.
      const [held] = await tx
        .update(properties)
        .set({ status: 'RESERVED', version: sql`${properties.version} + 1` })
        .where(and(eq(properties.id, unit.id), eq(properties.status, 'AVAILABLE')))
        .returning({ id: properties.id });
      if (!held) throw conflict(ALREADY_RESERVED);
      if (unit.projectId !== null) await syncProjectUnits(tx, unit.projectId, { whenEmpty: 'recount' });
      const expires = formatDate(colombiaDay(expiresAt));
      await recordActivity(tx, {
        companyId: unit.companyId,
        projectId: unit.projectId,
        type: 'reservation_created',
        ...reservationText(unit.name, lead.contactName, expires),
        createdBy: author,
      });
      await moveLead(
        tx,
        lead.id,
        'reserved',
        'reservation',
        `Separó ${unit.name} hasta el ${expires}.`,
        author
      );
      return row!.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) throw conflict(ALREADY_RESERVED);
    throw error;
  }
  return readReservation(db, id);
}

// A lead whose separación ended without a sale goes back to where it stood before it.
const leadAfterHold = (r: ReservationRow): LeadStatus => (r.quoteId === null ? 'qualified' : 'quoted');

/** Ends an active reservation (released or expired) and frees its unit, inside the caller's transaction. */
async function endHold(
  tx: Db,
  r: ReservationRow,
  end: { status: 'released'; reason: string } | { status: 'expired' },
  author: Author,
  now: Date
): Promise<void> {
  await tx
    .update(reservations)
    .set({
      status: end.status,
      releaseReason: end.status === 'released' ? end.reason : null,
      closedAt: now,
    })
    .where(eq(reservations.id, r.id));
  const [unit] = await tx.select().from(properties).where(eq(properties.id, r.propertyId)).for('update');
  if (!unit) return;
  if (unit.status === 'RESERVED') await setUnitStatus(tx, unit, 'AVAILABLE');
  const text =
    end.status === 'released'
      ? reservationReleasedText(unit.name, end.reason)
      : reservationExpiredText(unit.name);
  await recordActivity(tx, {
    companyId: r.companyId,
    projectId: unit.projectId,
    type: end.status === 'released' ? 'reservation_released' : 'reservation_expired',
    ...text,
    createdBy: author,
  });
  const [lead] = r.leadId === null ? [] : await tx.select().from(leads).where(eq(leads.id, r.leadId));
  await moveLead(
    tx,
    r.leadId,
    lead?.status === 'reserved' ? leadAfterHold(r) : null,
    'reservation',
    end.status === 'released'
      ? `Se liberó la separación de ${unit.name}: ${end.reason}`
      : `Venció la separación de ${unit.name}.`,
    author
  );
}

/** Locks an active reservation for a change, or refuses: it may have ended since it was read. */
export async function lockActiveReservation(tx: Db, id: number): Promise<ReservationRow> {
  const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!r) throw notFound(RESERVATION_NOT_FOUND);
  if (r.status !== 'active') throw conflict(NOT_ACTIVE);
  return r;
}

/** 'Liberar': ends an active separación with the reason given; the unit is available again. */
export async function releaseReservation(
  db: Db,
  id: number,
  reason: string,
  author: Author,
  now: Date
): Promise<Reservation> {
  await db.transaction(async (tx) => {
    const r = await lockActiveReservation(tx, id);
    await endHold(tx, r, { status: 'released', reason }, author, now);
  });
  return readReservation(db, id);
}

/**
 * Expires every active separación whose time has passed at `now` (the app's clock): each unit becomes available
 * again and the activity log says so. Rows another instance is expiring are skipped, so two runs never expire one
 * twice. Returns how many expired.
 */
export async function expireReservations(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.status, 'active'), lte(reservations.expiresAt, now)))
      .orderBy(reservations.expiresAt)
      .for('update', { skipLocked: true });
    for (const r of due) await endHold(tx, r, { status: 'expired' }, null, now);
    return due.length;
  });
}
