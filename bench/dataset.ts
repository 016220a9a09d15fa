import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { CITY_DEPARTMENTS, NEIGHBORHOODS } from '#server/db/seed/demo-places';

/**
 * Adds `count` generated properties to a seeded database, in one INSERT … SELECT over generate_series: the demo
 * neighbourhoods with their price per m², a realistic mix of types, sizes and statuses (rented ones with a rent),
 * a third of them as units of the demo projects. Values come from hashes of the row number, so every run builds the
 * same rows.
 */
export async function addGeneratedProperties(db: Db, count: number): Promise<void> {
  const places = Object.values(NEIGHBORHOODS).map((n, i) => ({
    i: i + 1,
    city: n.city,
    department: CITY_DEPARTMENTS[n.city],
    neighborhood: n.name,
    ppm2: Math.round(((n.pricePerM2[0] + n.pricePerM2[1]) / 2) * 1_000_000),
  }));
  const placeRows = sql.join(
    places.map(
      (p) =>
        sql`(${p.i}::int, ${p.city}::text, ${p.department}::text, ${p.neighborhood}::text, ${p.ppm2}::numeric)`
    ),
    sql`, `
  );
  await db.execute(sql`
    with places(i, city, department, neighborhood, ppm2) as (values ${placeRows}),
    companies_list as (select array_agg(id order by id) as ids from companies),
    projects_list as (
      select array_agg(id order by id) as ids from projects where status in ('ACTIVE', 'COMPLETED')
    ),
    g as (
      select n,
        abs(hashtext(n::text || 'p')) % ${places.length}::int + 1 as place,
        abs(hashtext(n::text || 't')) % 100 as t,
        abs(hashtext(n::text || 's')) % 100 as s,
        abs(hashtext(n::text || 'a')) % 1000 as a,
        abs(hashtext(n::text || 'b')) % 4 as b,
        abs(hashtext(n::text || 'k')) % 3 as k,
        abs(hashtext(n::text || 'f')) % 1000 as f,
        abs(hashtext(n::text || 'd')) % 400 as d,
        abs(hashtext(n::text || 'm')) % 64 as m
      from generate_series(1, ${count}::int) as n
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
    insert into properties (company_id, project_id, name, description, property_type, status, city, department,
      neighborhood, area, bedrooms, bathrooms, parking_spaces, floor_number, price, currency, monthly_rent,
      amenities, created_at, updated_at)
    select
      (select ids[1 + n % array_length(ids, 1)] from companies_list),
      case when k = 0 then (select ids[1 + n % array_length(ids, 1)] from projects_list) end,
      case ptype when 'apartment' then 'Apartamento ' when 'house' then 'Casa ' when 'office' then 'Oficina '
                 when 'commercial' then 'Local ' else 'Lote ' end || n || ' en ' || neighborhood,
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
      now() - (d || ' days')::interval,
      now() - ((d / 2) || ' days')::interval
    from sized`);
  await db.execute(sql`analyze properties`);
}
