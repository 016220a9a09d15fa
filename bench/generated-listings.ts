import { sql, type SQL } from 'drizzle-orm';
import { CITY_DEPARTMENTS, NEIGHBORHOODS } from '#server/demo/demo-places';

// Generated inventory for the benches, built by the database itself (INSERT … SELECT over generate_series): a
// million rows sent one by one from Node would take longer than the bench. Every value comes from a hash of a
// row's seed number, so every run builds the same rows.

const PLACES = Object.values(NEIGHBORHOODS).map((n, i) => ({
  i: i + 1,
  city: n.city,
  department: CITY_DEPARTMENTS[n.city],
  neighborhood: n.name,
  zone: n.zone,
  latitude: n.latitude,
  longitude: n.longitude,
  road: n.roads[0] ?? 'Calle 1',
  ppm2: Math.round(((n.pricePerM2[0] + n.pricePerM2[1]) / 2) * 1_000_000),
}));

/** How many demo neighbourhoods `places.i` numbers (1-based). */
export const PLACE_COUNT = PLACES.length;

/**
 * The CTE `places(i, city, department, neighborhood, zone, latitude, longitude, road, ppm2)`: the demo
 * neighbourhoods with their price per m² in pesos.
 */
export const placesCte = sql`places(i, city, department, neighborhood, zone, latitude, longitude, road, ppm2) as (
  values ${sql.join(
    PLACES.map(
      (p) =>
        sql`(${p.i}::int, ${p.city}::text, ${p.department}::text, ${p.neighborhood}::text, ${p.zone}::text,
          ${p.latitude}::numeric, ${p.longitude}::numeric, ${p.road}::text, ${p.ppm2}::numeric)`
    ),
    sql`, `
  )})`;

/** `abs(hashtext(<n>::text || '<salt>')) % <mod>`: a stable pseudo-random number in [0, mod) per seed. */
export const roll = (n: SQL, salt: string, mod: number) =>
  sql`(abs(hashtext((${n})::text || ${sql.raw(`'${salt}'`)})) % ${sql.raw(String(mod))})`;

/**
 * Inserts generated properties. `seeds` is a SELECT with one row per property and the columns
 * `n` (seed number), `label` (text after the type: 'Apartamento <label> en <barrio>'), `company_id`, `project_id`,
 * `property_model_id`, `place` (a `places.i`) and `t` (type roll: apartment below 55, house below 72, office below
 * 82, commercial below 92, land above). `before` adds CTEs (each followed by a comma) that `seeds` may read, after
 * `places`. Statuses: 60 % available, 10 % reserved, 15 % sold, 15 % rented with a rent; sizes, rooms, floors and
 * prices follow the type and the neighbourhood's price per m².
 */
export function insertListings(seeds: SQL, before: SQL = sql``): SQL {
  return sql`
    with ${placesCte}, ${before}
    seeds as (${seeds}),
    g as (
      select seeds.*,
        ${roll(sql`n`, 's', 100)} as s, ${roll(sql`n`, 'a', 1000)} as a, ${roll(sql`n`, 'b', 4)} as b,
        ${roll(sql`n`, 'k', 3)} as k, ${roll(sql`n`, 'f', 1000)} as f, ${roll(sql`n`, 'd', 400)} as d,
        ${roll(sql`n`, 'm', 64)} as m
      from seeds
    ),
    typed as (
      select g.*,
        case when t < 55 then 'apartment' when t < 72 then 'house' when t < 82 then 'office'
             when t < 92 then 'commercial' else 'land' end as ptype,
        case when s < 60 then 'AVAILABLE' when s < 70 then 'RESERVED' when s < 85 then 'SOLD' else 'RENTED' end as status
      from g
    ),
    sized as (
      select typed.*, places.city, places.department, places.neighborhood,
        case ptype when 'apartment' then 40 + a % 110 when 'house' then 110 + a % 220 when 'office' then 30 + a % 120
                   when 'commercial' then 25 + a % 140 else 250 + a * 2 end as area,
        places.ppm2 * (case ptype when 'land' then 0.2 when 'house' then 0.8 else 0.9 + (f % 30) / 100.0 end) as ppm2
      from typed join places on places.i = typed.place
    )
    insert into properties (company_id, project_id, property_model_id, name, description, property_type, status,
      city, department, neighborhood, area, bedrooms, bathrooms, parking_spaces, floor_number, price, currency,
      monthly_rent, amenities, sold_at, created_at, updated_at)
    select
      company_id, project_id, property_model_id,
      case ptype when 'apartment' then 'Apartamento ' when 'house' then 'Casa ' when 'office' then 'Oficina '
                 when 'commercial' then 'Local ' else 'Lote ' end || label || ' en ' || neighborhood,
      'Inmueble de prueba de carga en ' || neighborhood || ', ' || city || '.',
      ptype::property_type, status::property_status, city, department, neighborhood, area,
      case when ptype in ('apartment', 'house') then 1 + (a + b) % 4 end,
      case when ptype = 'land' then null else 1 + b % 3 end,
      case when ptype = 'land' then null else (a + k) % 3 end,
      case when ptype in ('apartment', 'office') then 1 + f % 25 end,
      round(area * ppm2 / 100000) * 100000,
      'COP',
      case when status = 'RENTED' then round(area * ppm2 * 0.0055 / 10000) * 10000 end,
      (case when m & 1 = 1 then '{"piscina": true}'::jsonb else '{}'::jsonb end)
        || (case when m & 2 = 2 then '{"gimnasio": true}'::jsonb else '{}'::jsonb end)
        || (case when m & 4 = 4 then '{"balcon": true}'::jsonb else '{}'::jsonb end)
        || (case when m & 8 = 8 then '{"seguridad": true}'::jsonb else '{}'::jsonb end)
        || (case when m & 16 = 16 then '{"ascensor": true}'::jsonb else '{}'::jsonb end)
        || (case when m & 32 = 32 then '{"mascotas": true}'::jsonb else '{}'::jsonb end),
      case when status = 'SOLD' then now() - ((d / 3) || ' days')::interval end,
      now() - (d || ' days')::interval,
      now() - ((d / 2) || ' days')::interval
    from sized`;
}
