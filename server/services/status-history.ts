import { desc, eq, sql } from 'drizzle-orm';
import type { UnitStatusEvent } from '#domain/availability';
import type { Db } from '#server/db/client';
import { propertyStatusEvents, users } from '#server/db/schema';
import type { Author } from './activities';

/**
 * Names who changes a unit's status in this transaction, and why, for the trigger that writes the unit's history
 * (migration 0018). Call it inside the writer's transaction before the update: the settings end with it.
 */
export async function nameStatusWriter(tx: Db, author: Author, reason: string | null): Promise<void> {
  await tx.execute(
    sql`select set_config('inbest.actor_id', ${author === null ? '' : String(author)}, true), set_config('inbest.status_reason', ${reason ?? ''}, true)`
  );
}

/** A unit's status history, newest first, with the name (or e-mail) of whoever made each change. */
export async function unitStatusHistory(db: Db, propertyId: number): Promise<UnitStatusEvent[]> {
  const rows = await db
    .select({
      id: propertyStatusEvents.id,
      fromStatus: propertyStatusEvents.fromStatus,
      toStatus: propertyStatusEvents.toStatus,
      reason: propertyStatusEvents.reason,
      name: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
      createdAt: propertyStatusEvents.createdAt,
    })
    .from(propertyStatusEvents)
    .leftJoin(users, eq(users.id, propertyStatusEvents.changedBy))
    .where(eq(propertyStatusEvents.propertyId, propertyId))
    .orderBy(desc(propertyStatusEvents.createdAt), desc(propertyStatusEvents.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    from_status: r.fromStatus,
    to_status: r.toStatus,
    reason: r.reason,
    changed_by_name: r.name,
    created_at: r.createdAt.toISOString(),
  }));
}
