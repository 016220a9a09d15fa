import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { projects, properties } from '#server/db/schema';

/**
 * Takes the project's row lock for the rest of the transaction. Every write that changes a project's units takes
 * it first, so two writers on units of the same project recount one after the other and never from a stale view.
 */
export async function lockProject(tx: Db, projectId: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

/** How many units a project has registered. */
export async function registeredUnits(tx: Db, projectId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(properties).where(eq(properties.projectId, projectId));
  return row?.n ?? 0;
}

/**
 * Recomputes a project's unit counters from its registered units: the total grows to cover every unit, the
 * planned units not registered yet count as available, and sold counts the units in status SOLD. After a project
 * edit (`whenEmpty: 'keep'`) a project without units keeps the figures typed in its form.
 */
export async function syncProjectUnits(
  tx: Db,
  projectId: number,
  { whenEmpty }: { whenEmpty: 'keep' | 'recount' }
): Promise<void> {
  const [row] = await tx
    .select({
      units: count(),
      notAvailable: count(sql`case when ${properties.status} <> 'AVAILABLE' then 1 end`),
      sold: count(sql`case when ${properties.status} = 'SOLD' then 1 end`),
    })
    .from(properties)
    .where(eq(properties.projectId, projectId));
  if (!row || (row.units === 0 && whenEmpty === 'keep')) return;
  await tx
    .update(projects)
    .set({
      totalUnits: sql`greatest(${projects.totalUnits}, ${row.units})`,
      availableUnits: sql`greatest(${projects.totalUnits}, ${row.units}) - ${row.notAvailable}`,
      soldUnits: row.sold,
    })
    .where(eq(projects.id, projectId));
}

/** Whether a project has a unit with this name already (unit names are unique inside a project). */
export async function unitNameTaken(tx: Db, projectId: number, name: string, exceptId?: number) {
  const where = exceptId
    ? and(
        eq(properties.projectId, projectId),
        sql`lower(${properties.name}) = lower(${name})`,
        ne(properties.id, exceptId)
      )
    : and(eq(properties.projectId, projectId), sql`lower(${properties.name}) = lower(${name})`);
  const [row] = await tx.select({ n: count() }).from(properties).where(where);
  return (row?.n ?? 0) > 0;
}
