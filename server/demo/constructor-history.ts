import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { colombiaMonth } from '#domain/business-calendar';
import type { Db } from '#server/db/client';
import { companies, companyMembers, leads, projectActivities, projects, properties } from '#server/db/schema';
import { roundTo } from '#server/demo/money';
import { planActivities, type Authors } from '#server/demo/plan-activities';
import type { Random } from '#server/demo/prng';

// The demo data's constructor history, written once the projects, units and leads exist: the activity feed and a
// monthly revenue target per company set a little above what it has been selling this year.

// Office staff are the first OWNER or ADMIN of a company, site staff its first MEMBER (else the office).
async function authorsByCompany(tx: Db): Promise<Authors> {
  const rows = await tx
    .select({ companyId: companyMembers.companyId, userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .orderBy(asc(companyMembers.id));
  const authors = new Map<number, { office: number | null; site: number | null }>();
  for (const r of rows) {
    const entry = authors.get(r.companyId) ?? { office: null, site: null };
    if (entry.office === null && (r.role === 'OWNER' || r.role === 'ADMIN')) entry.office = r.userId;
    if (entry.site === null && r.role === 'MEMBER') entry.site = r.userId;
    authors.set(r.companyId, entry);
  }
  for (const entry of authors.values()) entry.site ??= entry.office;
  return authors;
}

async function history(tx: Db) {
  // One after another: a transaction is one connection, and it runs one statement at a time.
  const projectRows = await tx
    .select({
      id: projects.id,
      companyId: projects.companyId,
      name: projects.name,
      stage: projects.constructionStage,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      startDate: projects.startDate,
      completionDate: projects.completionDate,
    })
    .from(projects)
    .orderBy(asc(projects.id));
  const saleRows = await tx
    .select({
      companyId: properties.companyId,
      projectId: properties.projectId,
      name: properties.name,
      price: properties.price,
      currency: properties.currency,
      soldAt: properties.soldAt,
    })
    .from(properties)
    .where(isNotNull(properties.soldAt))
    .orderBy(asc(properties.id));
  const leadRows = await tx.select().from(leads).orderBy(asc(leads.id));
  const propertyNames = await tx.select({ id: properties.id, name: properties.name }).from(properties);
  const projectName = new Map(projectRows.map((p) => [p.id, p.name]));
  const propertyName = new Map(propertyNames.map((p) => [p.id, p.name]));
  return {
    projects: projectRows,
    sales: saleRows.map((s) => ({
      ...s,
      soldAt: s.soldAt!,
      projectName: s.projectId === null ? null : (projectName.get(s.projectId) ?? null),
    })),
    leads: leadRows.map((l) => {
      const project = l.projectId === null ? undefined : projectName.get(l.projectId);
      const property = l.propertyId === null ? undefined : propertyName.get(l.propertyId);
      // Worded as the chat's contact form words a unit: 'Apto 203 (Torres de Provenza)'.
      const subject =
        property && project
          ? `${property} (${project})`
          : (property ?? project ?? 'el portafolio de la empresa');
      return {
        companyId: l.companyId,
        projectId: l.projectId,
        contactName: l.contactName,
        subject,
        createdAt: l.createdAt,
      };
    }),
  };
}

/** Writes the activity feed and each company's monthly revenue target. */
export async function insertConstructorHistory(tx: Db, random: Random, now: Date): Promise<void> {
  const data = await history(tx);
  const entries = planActivities(random, data, await authorsByCompany(tx), now);
  if (entries.length > 0) await tx.insert(projectActivities).values(entries);

  const { year, month } = colombiaMonth(now);
  const soldThisYear = new Map<number, number>();
  for (const s of data.sales) {
    if (colombiaMonth(s.soldAt).year !== year) continue;
    soldThisYear.set(s.companyId, (soldThisYear.get(s.companyId) ?? 0) + (s.price ?? 0));
  }
  const companyRows = await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  for (const { id } of companyRows) {
    const monthly = (soldThisYear.get(id) ?? 0) / month;
    // A company that sold nothing this year still aims at something: a modest first target.
    const target = monthly > 0 ? roundTo(monthly * random.between(1.05, 1.35), 50_000_000) : 300_000_000;
    // The target is demo history too: the row's last change stays the date the plan gave it.
    await tx
      .update(companies)
      .set({ monthlyRevenueTarget: target, updatedAt: sql`${companies.updatedAt}` })
      .where(eq(companies.id, id));
  }
}
