import { and, eq, isNull } from 'drizzle-orm';
import type { PropertyStatus } from '#domain/statuses';
import type { Db } from '#server/db/client';
import type { properties } from '#server/db/schema';
import { projects, reservations, sales } from '#server/db/schema';
import { unitSold, type Author } from './activities';

type PropertyRow = typeof properties.$inferSelect;

/**
 * The `sold_at` a status change writes: stamped when a property becomes SOLD, cleared when it leaves SOLD, left as
 * it was while it stays SOLD (a price or picture edit is not a new sale).
 */
export function saleColumns(before: PropertyStatus | null, after: PropertyStatus, now: Date) {
  if (after !== 'SOLD') return { soldAt: null };
  return before === 'SOLD' ? {} : { soldAt: now };
}

/** Logs the signed contract when a property has just become SOLD, inside the writer's transaction. */
export async function logSale(
  tx: Db,
  before: PropertyStatus | null,
  after: PropertyRow,
  author: Author
): Promise<void> {
  if (after.status !== 'SOLD' || before === 'SOLD') return;
  const [project] =
    after.projectId === null
      ? []
      : await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, after.projectId));
  await unitSold(tx, after, project?.name ?? null, author);
}

const EDIT_REASON = 'Cambio de estado de la unidad';

/**
 * A status set by editing or creating the unit (spec §4, OWNER/ADMIN) is recorded like the sale cycle's own: a
 * change to RESERVED holds the unit without lead, deposit nor expiry, a change to SOLD is a sale without buyer
 * ('Sin comprador registrado'); leaving either ends the hold (released) or the sale (cancelled). Inside the
 * writer's transaction.
 */
export async function recordStatusEdit(
  tx: Db,
  before: PropertyStatus | null,
  after: PropertyRow,
  author: Author,
  now: Date
): Promise<void> {
  if (before === after.status) return;
  let converted: number | null = null;
  if (before === 'RESERVED') {
    const [ended] = await tx
      .update(reservations)
      .set(
        after.status === 'SOLD'
          ? { status: 'converted', closedAt: now }
          : { status: 'released', releaseReason: EDIT_REASON, closedAt: now }
      )
      .where(and(eq(reservations.propertyId, after.id), eq(reservations.status, 'active')))
      .returning({ id: reservations.id });
    if (after.status === 'SOLD') converted = ended?.id ?? null;
  }
  if (before === 'SOLD') {
    await tx
      .update(sales)
      .set({ cancelledAt: now })
      .where(and(eq(sales.propertyId, after.id), isNull(sales.cancelledAt)));
  }
  if (after.status === 'RESERVED') {
    await tx
      .insert(reservations)
      .values({
        companyId: after.companyId,
        propertyId: after.id,
        currency: after.currency,
        createdBy: author,
      })
      .onConflictDoNothing();
  }
  if (after.status === 'SOLD') {
    await tx
      .insert(sales)
      .values({
        companyId: after.companyId,
        propertyId: after.id,
        reservationId: converted,
        price: after.price ?? 0,
        currency: after.currency,
        soldAt: now,
        createdBy: author,
      })
      .onConflictDoNothing();
  }
}
