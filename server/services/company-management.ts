import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyManagementStats, CompanySort, ManagedCompanyList } from '#domain/company-management';
import type { CompanyRole } from '#domain/roles';
import { allows } from '#domain/permissions';
import type { Db } from '#server/db/client';
import { companies, companyMembers, projects } from '#server/db/schema';
import type { Caller } from '#server/lib/caller';
import { toCompany } from './companies';

// The management screen ('Gestión de Empresas') lists the companies the caller belongs to; a caller whose token
// reads every company (a platform admin) sees them all. The query itself is the scope: no company id comes in.

type Scope = { userId: number; all: boolean };

/** What the caller may list: their memberships, or every company with read:all_companies. */
export const scopeOf = (caller: Caller): Scope => ({
  userId: caller.userId,
  all: allows('platform.read', { role: null, permissions: caller.permissions }),
});

const memberOf = (scope: Scope): SQL | undefined =>
  scope.all
    ? undefined
    : inArray(
        companies.id,
        sql`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${scope.userId})`
      );

// Case-insensitive substring, with LIKE's own characters taken literally.
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export type ManagedCompaniesFilter = {
  q?: string | undefined;
  status?: string | undefined;
  city?: string | undefined;
  department?: string | undefined;
  sort: CompanySort;
  page: number;
  limit: number;
};

function where(scope: Scope, filter: ManagedCompaniesFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [memberOf(scope)];
  if (filter.q) {
    // Spec §5: name, email or contact person (the placeholder's NIT and city are not matched).
    const pattern = likePattern(filter.q);
    parts.push(
      or(
        ...[companies.name, companies.email, companies.contactPerson].map(
          (column) => sql`lower(${column}) like ${pattern}`
        )
      )
    );
  }
  if (filter.status) parts.push(eq(companies.status, filter.status));
  if (filter.city) parts.push(sql`lower(${companies.city}) = ${filter.city.toLowerCase()}`);
  if (filter.department) parts.push(sql`lower(${companies.department}) = ${filter.department.toLowerCase()}`);
  return and(...parts);
}

const ORDER: Record<CompanySort, SQL[]> = {
  name: [sql`lower(${companies.name})`],
  created_at: [desc(companies.createdAt)],
  status: [asc(companies.status), sql`lower(${companies.name})`],
  city: [sql`lower(${companies.city}) nulls last`, sql`lower(${companies.name})`],
};

async function countsOf(db: Db, ids: number[]) {
  if (ids.length === 0)
    return { projectsOf: new Map<number, number>(), membersOf: new Map<number, number>() };
  const [projectRows, memberRows] = await Promise.all([
    db
      .select({ id: projects.companyId, n: count() })
      .from(projects)
      .where(inArray(projects.companyId, ids))
      .groupBy(projects.companyId),
    db
      .select({ id: companyMembers.companyId, n: count() })
      .from(companyMembers)
      .where(inArray(companyMembers.companyId, ids))
      .groupBy(companyMembers.companyId),
  ]);
  return {
    projectsOf: new Map(projectRows.map((r) => [r.id, r.n])),
    membersOf: new Map(memberRows.map((r) => [r.id, r.n])),
  };
}

/** `GET /companies/management`: one page of the caller's companies, searched, filtered and sorted by the server. */
export async function listManagedCompanies(
  db: Db,
  scope: Scope,
  filter: ManagedCompaniesFilter
): Promise<ManagedCompanyList> {
  const condition = where(scope, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ company: companies, role: companyMembers.role })
      .from(companies)
      .leftJoin(
        companyMembers,
        and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, scope.userId))
      )
      .where(condition)
      .orderBy(...ORDER[filter.sort], asc(companies.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(companies).where(condition),
  ]);
  const { projectsOf, membersOf } = await countsOf(
    db,
    rows.map((r) => r.company.id)
  );
  const totalItems = total?.n ?? 0;
  return {
    companies: rows.map(({ company, role }) => ({
      ...toCompany(company),
      role: (role as CompanyRole | null) ?? null,
      project_count: projectsOf.get(company.id) ?? 0,
      member_count: membersOf.get(company.id) ?? 0,
    })),
    page: filter.page,
    total_pages: Math.ceil(totalItems / filter.limit),
    total_items: totalItems,
  };
}

type TalliedColumn = typeof companies.companyType | typeof companies.city | typeof companies.department;

const tallyBy = async (db: Db, scope: Scope, column: TalliedColumn) =>
  (
    await db
      .select({ key: column, n: count() })
      .from(companies)
      .where(memberOf(scope))
      .groupBy(column)
      .orderBy(desc(count()), sql`${column} nulls last`)
  ).map((r) => ({ key: r.key, count: r.n }));

/** `GET /companies/management/stats`: Estadísticas over every company of the scope (not one page). */
export async function managedCompanyStats(db: Db, scope: Scope): Promise<CompanyManagementStats> {
  const scoped = memberOf(scope);
  const ids = db.select({ id: companies.id }).from(companies).where(scoped);
  const [[totals], [projectTotal], [memberTotal], byType, byCity, byDepartment] = await Promise.all([
    db
      .select({
        total: count(),
        active: count(sql`case when ${companies.status} = 'active' then 1 end`),
        inactive: count(sql`case when ${companies.status} = 'inactive' then 1 end`),
        pending: count(sql`case when ${companies.status} = 'pending' then 1 end`),
        verified: count(sql`nullif(${companies.verified}, false)`),
        employees: sql<number>`coalesce(sum(${companies.employeesCount}), 0)::int`,
      })
      .from(companies)
      .where(scoped),
    db.select({ n: count() }).from(projects).where(inArray(projects.companyId, ids)),
    db.select({ n: count() }).from(companyMembers).where(inArray(companyMembers.companyId, ids)),
    tallyBy(db, scope, companies.companyType),
    tallyBy(db, scope, companies.city),
    tallyBy(db, scope, companies.department),
  ]);
  return {
    total_companies: totals?.total ?? 0,
    by_status: {
      active: totals?.active ?? 0,
      inactive: totals?.inactive ?? 0,
      pending: totals?.pending ?? 0,
    },
    verified_companies: totals?.verified ?? 0,
    total_projects: projectTotal?.n ?? 0,
    total_members: memberTotal?.n ?? 0,
    total_employees: Number(totals?.employees ?? 0),
    by_type: byType,
    by_city: byCity,
    by_department: byDepartment,
  };
}
