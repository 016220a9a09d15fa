import { sql, type SQL } from 'drizzle-orm';
import { colombiaMonth, monthKey, monthStart, MONTH_SHORT_LABELS } from '#domain/business-calendar';
import { LEAD_ORIGINS, type LeadOrigin } from '#domain/lead';
import {
  FUNNEL_STEPS,
  type Collection,
  type Funnel,
  type FunnelCounts,
  type FunnelQuery,
} from '#domain/sales-funnel';
import type { Db } from '#server/db/client';
import {
  leads,
  properties,
  quotes,
  reservations,
  saleInstalments,
  salePayments,
  sales,
} from '#server/db/schema';

// Months are Colombia's (UTC-5 all year): an instant's month is read five hours behind UTC.
const colombiaMonthOf = (column: SQL) =>
  sql`to_char((${column} at time zone 'UTC') - interval '5 hours', 'YYYY-MM')`;

type Row = { kind: 'month' | 'origin'; key: string } & Record<(typeof FUNNEL_STEPS)[number], string | number>;

const countsOf = (row: Row | undefined): FunnelCounts => ({
  leads: Number(row?.leads ?? 0),
  quotes: Number(row?.quotes ?? 0),
  reservations: Number(row?.reservations ?? 0),
  sales: Number(row?.sales ?? 0),
});

/**
 * The funnel of a company (or one of its projects) over the last `months` months at `now`, in one statement: each
 * month counts the leads, quotes, separaciones and sales made in it; by origin, the window's leads and how many of
 * them were quoted, separated and sold (at any time). A lead belongs to a project through its project or its unit;
 * a quote, separación or sale through its unit. Cancelled sales do not count.
 */
export async function salesFunnel(db: Db, query: FunnelQuery, now: Date): Promise<Funnel> {
  const { year, month } = colombiaMonth(now);
  const from = monthStart(year, month - query.months + 1);
  const to = monthStart(year, month + 1);
  const project = query.project_id;
  const unitIn = (alias: SQL) => (project === undefined ? sql`true` : sql`${alias}.project_id = ${project}`);
  const leadIn =
    project === undefined
      ? sql`true`
      : sql`coalesce(l.project_id, (select p.project_id from ${properties} p where p.id = l.property_id)) = ${project}`;
  const within = (column: SQL) => sql`${column} >= ${from} and ${column} < ${to}`;
  const { rows } = await db.execute<Row>(sql`
    with events as (
      select 'leads' as step, l.created_at as at from ${leads} l
        where l.company_id = ${query.company_id} and ${leadIn} and ${within(sql`l.created_at`)}
      union all
      select 'quotes', q.created_at from ${quotes} q join ${properties} u on u.id = q.property_id
        where q.company_id = ${query.company_id} and ${unitIn(sql`u`)} and ${within(sql`q.created_at`)}
      union all
      select 'reservations', r.created_at from ${reservations} r join ${properties} u on u.id = r.property_id
        where r.company_id = ${query.company_id} and ${unitIn(sql`u`)} and ${within(sql`r.created_at`)}
      union all
      select 'sales', s.sold_at from ${sales} s join ${properties} u on u.id = s.property_id
        where s.company_id = ${query.company_id} and s.cancelled_at is null and ${unitIn(sql`u`)}
          and ${within(sql`s.sold_at`)}
    )
    select 'month' as kind, ${colombiaMonthOf(sql`at`)} as key,
      count(*) filter (where step = 'leads') as leads,
      count(*) filter (where step = 'quotes') as quotes,
      count(*) filter (where step = 'reservations') as reservations,
      count(*) filter (where step = 'sales') as sales
    from events group by 2
    union all
    select 'origin', l.origin::text, count(*),
      count(*) filter (where exists (select 1 from ${quotes} q where q.lead_id = l.id)),
      count(*) filter (where exists (select 1 from ${reservations} r where r.lead_id = l.id)),
      count(*) filter (where exists (select 1 from ${sales} s where s.lead_id = l.id and s.cancelled_at is null))
    from ${leads} l
    where l.company_id = ${query.company_id} and ${leadIn} and ${within(sql`l.created_at`)}
    group by 2`);
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.key}`, r]));
  const months = Array.from({ length: query.months }, (_, i) => {
    const d = new Date(Date.UTC(year, month - query.months + i, 1));
    const key = monthKey(d.getUTCFullYear(), d.getUTCMonth() + 1);
    return {
      month: key,
      label: `${MONTH_SHORT_LABELS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
      ...countsOf(byKey.get(`month:${key}`)),
    };
  });
  const totals = countsOf(undefined);
  for (const m of months) for (const step of FUNNEL_STEPS) totals[step] += m[step];
  return {
    months,
    by_origin: LEAD_ORIGINS.map((origin: LeadOrigin) => ({
      origin,
      ...countsOf(byKey.get(`origin:${origin}`)),
    })),
    totals,
  };
}

/** This month's instalments due and payments collected for a company at `now` (cancelled sales left out). */
export async function collection(db: Db, companyId: number, now: Date): Promise<Collection> {
  const { year, month } = colombiaMonth(now);
  const first = monthKey(year, month) + '-01';
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const { rows } = await db.execute<{ due: string; collected: string }>(sql`
    select
      (select coalesce(sum(i.amount), 0) from ${saleInstalments} i join ${sales} s on s.id = i.sale_id
        where s.company_id = ${companyId} and s.cancelled_at is null and i.due_on >= ${first} and i.due_on < ${next}) as due,
      (select coalesce(sum(p.amount), 0) from ${salePayments} p join ${sales} s on s.id = p.sale_id
        where s.company_id = ${companyId} and s.cancelled_at is null and p.paid_on >= ${first} and p.paid_on < ${next}) as collected`);
  return {
    month: monthKey(year, month),
    label: `${MONTH_SHORT_LABELS[month - 1]} ${year}`,
    due: Number(rows[0]?.due ?? 0),
    collected: Number(rows[0]?.collected ?? 0),
  };
}
