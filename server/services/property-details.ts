import { sql, type SQL } from 'drizzle-orm';
import type { Property } from '#domain/property';
import { builtOnce } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { properties } from '#server/db/schema';
import { isoText, type JsonText } from '#server/db/json-shape';
import { CALLER_COLUMN, type WithCaller } from './users';

/**
 * One property in its API shape, as JSON built by PostgreSQL over a row `p` of properties: its images, project and
 * model names and model images come in the same statement (ADR 0062).
 */
export const PROPERTY_JSON_TEXT = `json_build_object(
  'id', p.id, 'company_id', p.company_id, 'project_id', p.project_id,
  'project_name', (select pr.name from projects pr where pr.id = p.project_id),
  'property_model_id', p.property_model_id,
  'property_model_name', (select m.name from property_models m where m.id = p.property_model_id),
  'name', p.name, 'description', p.description, 'property_type', p.property_type, 'status', p.status,
  'address', p.address, 'city', p.city, 'department', p.department, 'neighborhood', p.neighborhood,
  'latitude', p.latitude, 'longitude', p.longitude, 'area', p.area, 'bedrooms', p.bedrooms,
  'bathrooms', p.bathrooms, 'parking_spaces', p.parking_spaces, 'floor_number', p.floor_number,
  'price', p.price, 'currency', p.currency, 'monthly_rent', p.monthly_rent, 'amenities', p.amenities,
  'images', coalesce((select json_agg(json_build_object('id', i.id, 'url', i.image_url, 'image_url', i.image_url,
      'is_primary', i.is_primary) order by i.is_primary desc, i.position, i.id)
    from property_images i where i.property_id = p.id), '[]'),
  'image_urls', coalesce((select json_agg(i.image_url order by i.is_primary desc, i.position, i.id)
    from property_images i where i.property_id = p.id), '[]'),
  'model_images', coalesce((select json_agg(mi.image_url order by mi.position, mi.id)
    from property_model_images mi where mi.property_model_id = p.property_model_id), '[]'),
  'version', p.version, 'created_at', ${isoText('p.created_at')}, 'updated_at', ${isoText('p.updated_at')})`;

/** The same shape as a fragment of the service's statements. */
export const PROPERTY_JSON: SQL = sql.raw(PROPERTY_JSON_TEXT);

// Built once (server/db/built-once.ts). The outer alias `p` is what PROPERTY_JSON reads.
const shapedByIds = builtOnce('property-details.shapedByIds', (db, statement) =>
  db
    .select({ id: sql<number>`p.id`, property: sql<Property>`${PROPERTY_JSON}` })
    .from(sql`${properties} p`)
    .where(sql`p.id = any(${sql.placeholder('ids')})`)
    .prepare(statement)
);

/** Properties in their API shape, in the order of `rows`, in one statement. */
export async function withDetails(db: Db, rows: readonly { id: number }[]): Promise<Property[]> {
  if (rows.length === 0) return [];
  const shaped = new Map(
    (await shapedByIds(db).execute({ ids: rows.map((r) => r.id) })).map((r) => [r.id, r.property])
  );
  return rows.map((r) => shaped.get(r.id)!);
}

// The property detail reads its caller, its company (which decides access) and its answer in one statement
// (ADR 0062, 0066); one row even when the property does not exist, so the caller is read all the same.
const shownById = builtOnce('property-details.shownById', (db, statement) =>
  db
    .select({
      ...CALLER_COLUMN,
      companyId: sql<number | null>`p.company_id`,
      answer: sql<JsonText<Property> | null>`case when p.id is not null then ${PROPERTY_JSON}::text end`,
    })
    .from(sql`(select 1) one left join ${properties} p on p.id = ${sql.placeholder('id')}`)
    .prepare(statement)
);

/** A property in its API shape with the company it belongs to (null when there is none), read with its caller. */
export async function shownProperty(
  db: Db,
  sub: string,
  id: number
): Promise<WithCaller<JsonText<Property> | null> & { companyId: number | null }> {
  const [row] = await shownById(db).execute({ sub, id });
  return row!;
}
