import { sql } from 'drizzle-orm';
import { NEW_LEADS_WINDOW_DAYS, RECENT_LEADS_LIMIT, type DashboardSummary } from '#domain/dashboard';
import { builtOnce } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { companyTotals, leads } from '#server/db/schema';
import { CALLER_COLUMN, type WithCaller } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;

// The dashboard in one statement, built once (server/db/built-once.ts): the company's counts, kept by triggers
// (migration 0013) so they do not grow with the company, the new leads counted on their index, and the last leads
// as a JSON array, with the caller (ADR 0066). One round trip; nothing is cached, so a new lead shows on the next call.
type RecentLead = { id: number; contact_name: string | null; title: string | null; created_at: string };
const summaryOf = builtOnce('dashboard.summaryOf', (db, statement) =>
  db
    .select({
      ...CALLER_COLUMN,
      activeProjects: sql<number>`coalesce((select ${companyTotals.activeProjects} from ${companyTotals}
        where ${companyTotals.companyId} = ${sql.placeholder('companyId')}), 0)::int`,
      available: sql<number>`coalesce((select ${companyTotals.availableProperties} from ${companyTotals}
        where ${companyTotals.companyId} = ${sql.placeholder('companyId')}), 0)::int`,
      newLeads: sql<number>`(select count(*) from ${leads} where ${leads.companyId} = ${sql.placeholder('companyId')}
        and ${leads.createdAt} >= ${sql.placeholder('since')})::int`,
      recent: sql<RecentLead[]>`coalesce((select json_agg(r order by r.created_at desc, r.id desc) from (
        select l.id, l.contact_name, coalesce(p.name, pr.name) as title, l.created_at
        from leads l left join properties p on p.id = l.property_id left join projects pr on pr.id = l.project_id
        where l.company_id = ${sql.placeholder('companyId')}
        order by l.created_at desc, l.id desc limit ${sql.raw(String(RECENT_LEADS_LIMIT))}) r), '[]')`,
    })
    .from(sql`(select 1) as one`)
    .prepare(statement)
);

/** A company's dashboard figures, counted in the database at `now`, read with the caller of `sub`. */
export async function dashboardSummary(
  db: Db,
  sub: string,
  companyId: number,
  now: Date
): Promise<WithCaller<DashboardSummary>> {
  const since = new Date(now.getTime() - NEW_LEADS_WINDOW_DAYS * DAY_MS);
  const [summary] = await summaryOf(db).execute({ sub, companyId, since });
  return {
    caller: summary!.caller,
    answer: {
      total_projects: summary!.activeProjects,
      properties_available: summary!.available,
      new_leads_last_30_days: summary!.newLeads,
      recent_leads: summary!.recent.map((r) => ({
        id: r.id,
        contact_name: r.contact_name,
        property_title: r.title,
        created_at: new Date(r.created_at).toISOString(),
      })),
    },
  };
}
