import { asc, eq, sql } from 'drizzle-orm';
import { colombiaMonth, monthStart } from '#domain/business-calendar';
import type { Db } from '#server/db/client';
import { projects, properties } from '#server/db/schema';
import { PUBLIC_LISTING, PUBLIC_PROJECT } from '../visibility';

// The figures of the workspace's three analysis cards, each from one query. Stock and units sold are the project's
// own counters (planned units not yet registered count as available, ADR 0009); everything priced, dated or
// measured comes from the registered units.

/** How many months back the sales pace and the market trends look. */
export const PACE_MONTHS = 6;
const TREND_MONTHS = 6;

/** A unit's price per m², for the units that have both. */
const PER_M2 = sql`p.price / p.area`;
const PRICED = sql`p.price is not null and p.area > 0`;

/**
 * Per project of the company: units sold in the last `PACE_MONTHS` months, the project's unit counters, its
 * average price per m² and that of the company's other projects in the same city (compared ignoring case).
 */
export async function projectAnalysis(db: Db, companyId: number, now: Date) {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - PACE_MONTHS);
  // The other projects' average is the city's sums less the project's own: one pass over the company's units
  // instead of one per project (a company may hold thousands of projects in one city).
  const { rows } = await db.execute<{
    name: string;
    city: string | null;
    total: number;
    available: number;
    sold: number;
    recent: number;
    perM2: number | null;
    othersPerM2: number | null;
    others: number;
  }>(sql`
    with units as (
      select j.id,
        count(p.id) filter (where p.status = 'SOLD' and p.sold_at >= ${since.toISOString()}::timestamptz) as recent,
        sum(${PER_M2}) filter (where ${PRICED}) as m2_sum,
        count(p.id) filter (where ${PRICED}) as m2_n
      from projects j left join properties p on p.project_id = j.id
      where j.company_id = ${companyId}
      group by j.id
    ),
    cities as (
      select lower(j.city) as key, sum(u.m2_sum) as m2_sum, sum(u.m2_n) as m2_n,
        count(*) filter (where u.m2_n > 0) as projects
      from projects j join units u on u.id = j.id
      where j.city is not null
      group by lower(j.city)
    )
    select j.name, j.city, j.total_units as total, j.available_units as available, j.sold_units as sold,
      u.recent::int as recent, (u.m2_sum / nullif(u.m2_n, 0))::float8 as "perM2",
      ((c.m2_sum - coalesce(u.m2_sum, 0)) / nullif(c.m2_n - u.m2_n, 0))::float8 as "othersPerM2",
      coalesce(c.projects - (u.m2_n > 0)::int, 0)::int as others
    from projects j join units u on u.id = j.id left join cities c on c.key = lower(j.city)
    order by j.name`);
  return rows;
}

/**
 * Per project of the company: its investment and expected ROI, the prices of its sold units and of its unsold
 * ones, and how many units have no price to count (registered without one, or planned and not registered).
 */
export async function projectReturns(db: Db, companyId: number) {
  const unsold = sql`${properties.status} <> 'SOLD'`;
  return db
    .select({
      name: projects.name,
      investment: projects.investmentAmount,
      roiExpected: projects.roiExpected,
      total: projects.totalUnits,
      registered: sql<number>`count(${properties.id})::int`,
      sold: sql<number>`count(${properties.id}) filter (where ${properties.status} = 'SOLD')::int`,
      revenue: sql<number>`coalesce(sum(${properties.price}) filter (where ${properties.status} = 'SOLD'), 0)::float8`,
      unsoldValue: sql<number>`coalesce(sum(${properties.price}) filter (where ${unsold}), 0)::float8`,
      unpriced: sql<number>`count(${properties.id}) filter (where ${properties.price} is null)::int`,
    })
    .from(projects)
    .leftJoin(properties, eq(properties.projectId, projects.id))
    .where(eq(projects.companyId, companyId))
    .groupBy(projects.id)
    .orderBy(asc(projects.name));
}

/**
 * The platform's public inventory by city and Colombian month, from the start of the month `TREND_MONTHS − 1`
 * months ago until now: the average price per m² of the public listings by the month they were published and of
 * the sales of public projects' units (and standalone properties) by the month they were sold. A unit is in its
 * project's city unless it names its own.
 */
export async function marketTrends(db: Db, now: Date) {
  const { year, month } = colombiaMonth(now);
  const from = { year, month: month - (TREND_MONTHS - 1) };
  const since = monthStart(from.year, from.month).toISOString();
  // A city written in different cases is one city, named as most of its rows write it; rows are summed per
  // spelling, month and kind first, so naming and averaging read those groups instead of every unit again.
  const { rows } = await db.execute<{
    city: string;
    month: string;
    kind: 'listing' | 'sale';
    perM2: number;
    n: number;
  }>(sql`
    with moves as (
      select coalesce(p.city, pr.city) as city, 'listing' as kind, p.created_at as at, ${PER_M2} as per_m2
      from properties p left join projects pr on pr.id = p.project_id
      where ${PUBLIC_LISTING} and ${PRICED} and p.created_at >= ${since}::timestamptz
      union all
      select coalesce(p.city, pr.city), 'sale', p.sold_at, ${PER_M2}
      from properties p left join projects pr on pr.id = p.project_id
      where p.status = 'SOLD' and ${PUBLIC_PROJECT} and ${PRICED} and p.sold_at >= ${since}::timestamptz
    ),
    groups as (
      select lower(city) as key, city, to_char(at at time zone 'America/Bogota', 'YYYY-MM') as month, kind,
        sum(per_m2) as total, count(*) as n
      from moves where city is not null
      group by city, month, kind
    ),
    names as (
      select distinct on (key) key, city from groups
      group by key, city
      order by key, sum(n) desc, city
    )
    select names.city, g.month, g.kind, (sum(g.total) / sum(g.n))::float8 as "perM2", sum(g.n)::int as n
    from groups g join names on names.key = g.key
    group by names.city, g.month, g.kind
    order by names.city, g.month, g.kind`);
  return { rows, from: colombiaMonth(new Date(since)), to: { year, month } };
}
