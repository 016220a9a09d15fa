import { and, count, desc, eq, gte } from 'drizzle-orm';
import { NEW_LEADS_WINDOW_DAYS, RECENT_LEADS_LIMIT, type DashboardSummary } from '#domain/dashboard';
import type { Db } from '#server/db/client';
import { leads, projects, properties } from '#server/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A company's dashboard figures, counted in the database at `now`. */
export async function dashboardSummary(db: Db, companyId: number, now: Date): Promise<DashboardSummary> {
  const since = new Date(now.getTime() - NEW_LEADS_WINDOW_DAYS * DAY_MS);
  const [[activeProjects], [available], [newLeads], recent] = await Promise.all([
    db
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.companyId, companyId), eq(projects.status, 'ACTIVE'))),
    db
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.companyId, companyId), eq(properties.status, 'AVAILABLE'))),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), gte(leads.createdAt, since))),
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
      .where(eq(leads.companyId, companyId))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(RECENT_LEADS_LIMIT),
  ]);
  return {
    total_projects: activeProjects?.n ?? 0,
    properties_available: available?.n ?? 0,
    new_leads_last_30_days: newLeads?.n ?? 0,
    recent_leads: recent.map((r) => ({
      id: r.id,
      contact_name: r.contactName,
      property_title: r.propertyName ?? r.projectName,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
