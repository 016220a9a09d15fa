import { asc, count, eq, sql } from 'drizzle-orm';
import { adminDeletedMessage, type AdminCompany, type AdminCompanyList } from '#domain/admin';
import { anyOf, builtOnce, UNNAMED } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { companies, platformCountryTotals, platformTotals, projects } from '#server/db/schema';
import { notFound } from '#server/lib/http-error';
import { deleteCompany, toCompany } from './companies';
import { membersOf } from './members';

type CompanyRow = typeof companies.$inferSelect;

// The admin companies page's statements, built once (server/db/built-once.ts).
const projectCountsOf = builtOnce((db) =>
  db
    .select({ companyId: projects.companyId, n: count() })
    .from(projects)
    .where(anyOf(projects.companyId, 'ids'))
    .groupBy(projects.companyId)
    .prepare(UNNAMED)
);
const companiesPage = builtOnce((db) =>
  db
    .select()
    .from(companies)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(UNNAMED)
);
// Kept by triggers (migration 0012): reading them does not grow with the platform.
const platformFigures = builtOnce((db) =>
  db
    .select({
      companies: platformTotals.companies,
      verified: platformTotals.verifiedCompanies,
      projects: platformTotals.projects,
      countries: sql<number>`(select count(*)::int from ${platformCountryTotals} where ${platformCountryTotals.companies} > 0)`,
    })
    .from(platformTotals)
    .prepare(UNNAMED)
);

async function projectCounts(db: Db, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await projectCountsOf(db).execute({ ids: companyIds });
  return new Map(rows.map((r) => [r.companyId, r.n]));
}

async function withMembersAndCounts(db: Db, rows: CompanyRow[]): Promise<AdminCompany[]> {
  const ids = rows.map((r) => r.id);
  const [members, projectsOf] = await Promise.all([membersOf(db, ids), projectCounts(db, ids)]);
  return rows.map((row) => {
    const list = members.get(row.id) ?? [];
    return {
      ...toCompany(row),
      members: list,
      member_count: list.length,
      project_count: projectsOf.get(row.id) ?? 0,
    };
  });
}

/** One page of every company on the platform, by name, with platform-wide figures (not the page's). */
export async function listAdminCompanies(db: Db, page: number, limit: number): Promise<AdminCompanyList> {
  const [rows, [totals]] = await Promise.all([
    companiesPage(db).execute({ limit, offset: (page - 1) * limit }),
    platformFigures(db).execute(),
  ]);
  const totalItems = totals?.companies ?? 0;
  return {
    companies: await withMembersAndCounts(db, rows),
    total_items: totalItems,
    total_pages: Math.ceil(totalItems / limit),
    stats: {
      verified_companies: totals?.verified ?? 0,
      unique_countries: totals?.countries ?? 0,
      total_projects: totals?.projects ?? 0,
    },
  };
}

/** One company with its members and counts; 404 when it does not exist. */
export async function getAdminCompany(db: Db, companyId: number): Promise<AdminCompany> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound('Empresa no encontrada.');
  const [company] = await withMembersAndCounts(db, [row]);
  return company!;
}

/** Deletes a company with the same blocking rule as its owners face, and words the success notice. */
export async function adminDeleteCompany(db: Db, companyId: number, callerUserId: number) {
  const name = await deleteCompany(db, companyId, callerUserId);
  return { message: adminDeletedMessage(name) };
}
