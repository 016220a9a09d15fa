import { sql, type SQL } from 'drizzle-orm';
import type { Project } from '#domain/project';
import { builtOnce } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { isoText } from '#server/db/json-shape';
import { projects } from '#server/db/schema';

/**
 * One project in its API shape, as JSON built by PostgreSQL over a row `p` of projects: with its documents, nearby
 * places, images, amenities and unit count, a page of projects is one statement (ADR 0062), not six.
 */
export const PROJECT_JSON_TEXT = `json_build_object(
  'id', p.id, 'company_id', p.company_id, 'name', p.name, 'description', p.description, 'status', p.status,
  'type', p.type, 'location', p.location, 'neighborhood', p.neighborhood, 'zone', p.zone, 'city', p.city,
  'department', p.department, 'address', p.address, 'country_code', p.country_code,
  'total_units', p.total_units, 'available_units', p.available_units, 'sold_units', p.sold_units,
  'price_range_min', p.price_range_min, 'price_range_max', p.price_range_max, 'currency', p.currency,
  'latitude', p.latitude, 'longitude', p.longitude, 'investment_amount', p.investment_amount,
  'roi_expected', p.roi_expected, 'revenue', p.revenue, 'progress', p.progress, 'start_date', p.start_date,
  'completion_date', p.completion_date, 'delivery_date', p.delivery_date, 'developer', p.developer,
  'architect', p.architect, 'construction_company', p.construction_company, 'features', p.features,
  'area_min', p.area_min, 'area_max', p.area_max, 'construction_stage', p.construction_stage,
  'budget', p.budget, 'spent', p.spent, 'manager', p.manager, 'priority', p.priority,
  'documents', coalesce((select json_agg(json_build_object('url', d.url, 'name', d.name, 'kind', d.kind)
    order by d.position, d.id) from project_documents d where d.project_id = p.id), '[]'),
  'nearby_places', coalesce((select json_agg(json_build_object('id', n.id, 'name', n.name, 'type', n.type,
    'distance', n.distance_km) order by n.distance_km, n.id) from nearby_places n where n.project_id = p.id), '[]'),
  'images', coalesce((select json_agg(json_build_object('id', i.id, 'image_url', i.image_url,
    'alt_text', i.alt_text, 'image_type', i.image_type) order by i.position, i.id)
    from project_images i where i.project_id = p.id), '[]'),
  'image_urls', coalesce((select json_agg(i.image_url order by i.position, i.id)
    from project_images i where i.project_id = p.id), '[]'),
  'amenities', coalesce((select json_agg(json_build_object('id', a.id, 'code', a.code, 'name', a.name,
    'category', a.category) order by a.id) from project_amenities pa join amenities a on a.id = pa.amenity_id
    where pa.project_id = p.id), '[]'),
  'amenity_ids', coalesce((select json_agg(a.id order by a.id) from project_amenities pa
    join amenities a on a.id = pa.amenity_id where pa.project_id = p.id), '[]'),
  'properties_count', (select count(*) from properties u where u.project_id = p.id),
  'version', p.version, 'created_at', ${isoText('p.created_at')}, 'updated_at', ${isoText('p.updated_at')})`;

/** The same shape as a fragment of the service's statements. */
export const PROJECT_JSON: SQL = sql.raw(PROJECT_JSON_TEXT);

// Built once (server/db/built-once.ts). The outer alias `p` is what PROJECT_JSON reads.
const shapedByIds = builtOnce('project-details.shapedByIds', (db, statement) =>
  db
    .select({ id: sql<number>`p.id`, project: sql<Project>`${PROJECT_JSON}` })
    .from(sql`${projects} p`)
    .where(sql`p.id = any(${sql.placeholder('ids')})`)
    .prepare(statement)
);

/** Projects in their API shape, in the order of `rows`, in one statement. */
export async function withDetails(db: Db, rows: readonly { id: number }[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const shaped = new Map(
    (await shapedByIds(db).execute({ ids: rows.map((r) => r.id) })).map((r) => [r.id, r.project])
  );
  return rows.map((r) => shaped.get(r.id)!);
}
