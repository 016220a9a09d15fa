import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { NEW_LEADS_WINDOW_DAYS, RECENT_LEADS_LIMIT, type DashboardSummary } from '#domain/dashboard';
import { builtOnce, UNNAMED } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { companyTotals, leads, projects, properties } from '#server/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

// The dashboard's three statements, built once (server/db/built-once.ts). The company's counts are kept by
// triggers (migration 0013), so they do not grow with the company.
const companyCountsOf = builtOnce((db) =>
  db
    .select({ activeProjects: companyTotals.activeProjects, available: companyTotals.availableProperties })
    .from(companyTotals)
    .where(eq(companyTotals.companyId, sql.placeholder('companyId')))
    .prepare(UNNAMED)
);
const newLeadsOf = builtOnce((db) =>
  db
    .select({ n: count() })
    .from(leads)
    .where(
      and(eq(leads.companyId, sql.placeholder('companyId')), gte(leads.createdAt, sql.placeholder('since')))
    )
    .prepare(UNNAMED)
);
const recentLeadsOf = builtOnce((db) =>
  db
    .select({
      id: leads.id,
      contactName: leads.contactName,
      propertyName: properties.name,
      projectName: projects.name,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .where(eq(leads.companyId, sql.placeholder('companyId')))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(RECENT_LEADS_LIMIT)
    .prepare(UNNAMED)
);

/** A company's dashboard figures, counted in the database at `now`. */
export async function dashboardSummary(db: Db, companyId: number, now: Date): Promise<DashboardSummary> {
  const since = new Date(now.getTime() - NEW_LEADS_WINDOW_DAYS * DAY_MS);
  const [[counts], [newLeads], recent] = await Promise.all([
    companyCountsOf(db).execute({ companyId }),
    newLeadsOf(db).execute({ companyId, since }),
    recentLeadsOf(db).execute({ companyId }),
  ]);
  return {
    total_projects: counts?.activeProjects ?? 0,
    properties_available: counts?.available ?? 0,
    new_leads_last_30_days: newLeads?.n ?? 0,
    recent_leads: recent.map((r) => ({
      id: r.id,
      contact_name: r.contactName,
      property_title: r.propertyName ?? r.projectName,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
