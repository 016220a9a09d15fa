import { eq } from 'drizzle-orm';
import type { PropertyStatus } from '#domain/statuses';
import type { Db } from '#server/db/client';
import type { properties } from '#server/db/schema';
import { projects } from '#server/db/schema';
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
