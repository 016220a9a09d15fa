import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { insertListings, PLACE_COUNT, roll } from './generated-listings';

/**
 * Adds `count` generated properties to a seeded database, in one INSERT … SELECT over generate_series: the demo
 * neighbourhoods with their price per m², a realistic mix of types, sizes and statuses (rented ones with a rent),
 * a third of them as units of the demo projects, spread over every company.
 */
export async function addGeneratedProperties(db: Db, count: number): Promise<void> {
  await db.execute(
    insertListings(
      sql`
        select n, n::text as label,
          (select ids[1 + n % array_length(ids, 1)] from companies_list) as company_id,
          case when ${roll(sql`n`, 'k', 3)} = 0 then (select ids[1 + n % array_length(ids, 1)] from projects_list)
          end as project_id,
          null::int as property_model_id,
          ${roll(sql`n`, 'p', PLACE_COUNT)} + 1 as place,
          ${roll(sql`n`, 't', 100)} as t
        from generate_series(1, ${count}::int) as n`,
      sql`
        companies_list as (select array_agg(id order by id) as ids from companies),
        projects_list as (
          select array_agg(id order by id) as ids from projects where status in ('ACTIVE', 'COMPLETED')
        ),`
    )
  );
  await db.execute(sql`analyze properties`);
}
