import { and, eq, sql } from 'drizzle-orm';
import type { AvailabilityBoard, BoardQuery, BoardUnit } from '#domain/availability';
import { BOARD_STATUS_LABELS } from '#domain/availability';
import type { Db } from '#server/db/client';
import type { JsonText } from '#server/db/json-shape';
import { properties } from '#server/db/schema';
import { conflict, notFound } from '#server/lib/http-error';
import type { Author } from './activities';
import { PROPERTY_NOT_FOUND } from './properties';
import { nameStatusWriter } from './status-history';
import { lockProject, syncProjectUnits } from './unit-counters';
import { namedExecute } from '#server/db/named-statement';
import { callerOf, type CallerRow, type WithCaller } from './users';

type PropertyRow = typeof properties.$inferSelect;

// One cell, as JSON built by PostgreSQL; the board and the answer to a block share it.
const unitJson = (p: string, modelName: string) =>
  sql.raw(`json_build_object(
    'id', ${p}.id, 'name', ${p}.name, 'tower', ${p}.tower, 'floor_number', ${p}.floor_number,
    'status', ${p}.status, 'price', ${p}.price, 'currency', ${p}.currency, 'area', ${p}.area,
    'bedrooms', ${p}.bedrooms, 'property_model_id', ${p}.property_model_id, 'property_model_name', ${modelName})`);

const boardOf = namedExecute<{
  caller: CallerRow | null;
  company_id: number | null;
  board: JsonText<AvailabilityBoard> | null;
}>('availability.board');

/**
 * A project's availability board in one statement: the units the filters keep (by tower, then floor from the top,
 * then name), their counts per status, and the models and bedroom counts the filters offer. No N+1: a project of
 * 500 units is one round trip. Answered as JSON text with the project's company, which decides access, and the
 * caller of `sub` (ADR 0062, 0066); the board and its company are null when the project does not exist.
 */
export async function availabilityBoard(
  db: Db,
  sub: string,
  projectId: number,
  query: BoardQuery
): Promise<WithCaller<JsonText<AvailabilityBoard> | null> & { companyId: number | null }> {
  const model = query.model_id ?? null;
  const bedrooms = query.bedrooms ?? null;
  const minPrice = query.min_price ?? null;
  const maxPrice = query.max_price ?? null;
  const result = await boardOf(
    db,
    sql`
    with kept as (
      select p.*, m.name as model_name
      from properties p left join property_models m on m.id = p.property_model_id
      where p.project_id = ${projectId}
        and (${model}::integer is null or p.property_model_id = ${model}::integer)
        and (${bedrooms}::integer is null or p.bedrooms = ${bedrooms}::integer)
        and (${minPrice}::numeric is null or p.price >= ${minPrice}::numeric)
        and (${maxPrice}::numeric is null or p.price <= ${maxPrice}::numeric)
    )
    select ${callerOf(sub)} as caller, pr.company_id, case when pr.id is not null then json_build_object(
      'project', json_build_object('id', pr.id, 'name', pr.name, 'company_id', pr.company_id),
      'counts', (select json_build_object(
          'AVAILABLE', count(*) filter (where status = 'AVAILABLE'),
          'RESERVED', count(*) filter (where status = 'RESERVED'),
          'SOLD', count(*) filter (where status = 'SOLD'),
          'RENTED', count(*) filter (where status = 'RENTED'),
          'BLOCKED', count(*) filter (where status = 'BLOCKED'))
        from kept),
      'total', (select count(*)::integer from kept),
      'models', (select coalesce(json_agg(json_build_object('id', pm.id, 'name', pm.name) order by pm.name, pm.id), '[]'::json)
        from property_models pm where pm.project_id = pr.id),
      'bedrooms', (select coalesce(json_agg(b.bedrooms order by b.bedrooms), '[]'::json)
        from (select distinct bedrooms from properties where project_id = pr.id and bedrooms is not null) b),
      'units', (select coalesce(json_agg(${unitJson('k', 'k.model_name')} order by k.tower nulls last, k.floor_number desc nulls last, k.name, k.id), '[]'::json)
        from kept k))::text end as board
    from (select 1) one left join projects pr on pr.id = ${projectId}`
  );
  const row = result.rows[0]!;
  return { caller: row.caller, companyId: row.company_id, answer: row.board };
}

/** The status a hold moves a unit from, and to: 'Bloquear' takes an available unit back, 'Liberar' returns it. */
export type Hold = 'block' | 'unblock';
const HOLDS = {
  block: { from: 'AVAILABLE', to: 'BLOCKED' },
  unblock: { from: 'BLOCKED', to: 'AVAILABLE' },
} as const;

const holdRefusal = (hold: Hold, status: PropertyRow['status']) =>
  hold === 'block'
    ? `Solo se puede bloquear una unidad disponible; esta unidad está ${BOARD_STATUS_LABELS[status]}.`
    : `Solo se puede liberar una unidad bloqueada; esta unidad está ${BOARD_STATUS_LABELS[status]}.`;

/**
 * Blocks an available unit of a project, or releases a blocked one, with the reason the history records. Only those
 * two moves: a reservation or a sale is never undone by a block. The project's counters follow in the same
 * transaction; a unit changed meanwhile by someone else is refused (409) rather than overwritten.
 */
export async function holdUnit(
  db: Db,
  unit: PropertyRow,
  hold: Hold,
  reason: string,
  author: Author
): Promise<BoardUnit> {
  const { from, to } = HOLDS[hold];
  const projectId = unit.projectId;
  if (projectId === null) throw conflict('Solo las unidades de un proyecto se bloquean desde su tablero.');
  if (unit.status !== from) throw conflict(holdRefusal(hold, unit.status));
  await db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    await nameStatusWriter(tx, author, reason);
    const [moved] = await tx
      .update(properties)
      .set({ status: to, soldAt: null, version: sql`${properties.version} + 1` })
      .where(and(eq(properties.id, unit.id), eq(properties.status, from)))
      .returning({ id: properties.id });
    if (!moved) {
      const [now] = await tx
        .select({ status: properties.status })
        .from(properties)
        .where(eq(properties.id, unit.id));
      throw conflict(holdRefusal(hold, now?.status ?? unit.status));
    }
    await syncProjectUnits(tx, projectId, { whenEmpty: 'recount' });
  });
  return boardUnit(db, unit.id);
}

async function boardUnit(db: Db, propertyId: number): Promise<BoardUnit> {
  const result = await db.execute<{ unit: BoardUnit }>(sql`
    select ${unitJson('p', 'm.name')} as unit
    from properties p left join property_models m on m.id = p.property_model_id
    where p.id = ${propertyId}`);
  const row = result.rows[0];
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row.unit;
}
