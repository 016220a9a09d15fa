import { NEW_LEADS_WINDOW_DAYS, RECENT_LEADS_LIMIT } from '#domain/dashboard';
import type { Query } from './api-process';

// The limit of a hot call in `npm run bench:api`: the same response body, built by PostgreSQL in one statement
// (JSON aggregation), served by the raw node:http server under `/one` + the call's path. Each statement answers one
// row with one column, the body as text; tests/tools/bench-one-statement.test.ts checks it equals the API's body
// for the same request, so the API is measured against the same answer, not a smaller one.

/** A timestamp as the API writes it (Date#toISOString: UTC, milliseconds). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One property in its API shape (server/services/property-details.ts), over `properties p`. */
const PROPERTY_JSON = `json_build_object(
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
  'version', p.version, 'created_at', ${iso('p.created_at')}, 'updated_at', ${iso('p.updated_at')})`;

const PROPERTY_DETAIL = `select ${PROPERTY_JSON}::text as body from properties p where p.id = $1`;

const COMPANY_PROPERTIES_PAGE = `select json_build_object(
  'properties', coalesce((select json_agg(${PROPERTY_JSON} order by p.created_at desc, p.id desc)
    from (select * from properties where company_id = $1 order by created_at desc, id desc limit $2 offset $3) p),
    '[]'),
  'total_pages', ceil(coalesce(t.properties, 0)::numeric / $2)::int,
  'total_items', coalesce(t.properties, 0))::text as body
  from (select 1) one left join company_totals t on t.company_id = $1`;

const DASHBOARD_SUMMARY = `select json_build_object(
  'total_projects', coalesce(t.active_projects, 0),
  'properties_available', coalesce(t.available_properties, 0),
  'new_leads_last_30_days',
    (select count(*) from leads l where l.company_id = $1 and l.created_at >= now() - interval '${NEW_LEADS_WINDOW_DAYS} days'),
  'recent_leads', coalesce((select json_agg(json_build_object('id', r.id, 'contact_name', r.contact_name,
      'property_title', r.title, 'created_at', ${iso('r.created_at')}) order by r.created_at desc, r.id desc)
    from (select l.id, l.contact_name, coalesce(p.name, pr.name) as title, l.created_at from leads l
      left join properties p on p.id = l.property_id left join projects pr on pr.id = l.project_id
      where l.company_id = $1 order by l.created_at desc, l.id desc limit ${RECENT_LEADS_LIMIT}) r), '[]'))::text as body
  from (select 1) one left join company_totals t on t.company_id = $1`;

/** The one-statement version of each hot call that has one, by the call's name (bench/api-scenarios.ts). */
export function oneStatements(propertyId: number): Record<string, Query> {
  return {
    'company properties page': { sql: COMPANY_PROPERTIES_PAGE, params: [1, 10, 0] },
    'property detail': { sql: PROPERTY_DETAIL, params: [propertyId] },
    'dashboard summary': { sql: DASHBOARD_SUMMARY, params: [1] },
  };
}

/** Where the raw server answers a call's one-statement version. */
export const ONE_STATEMENT_PREFIX = '/one';
