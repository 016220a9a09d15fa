import { count, eq, sql } from 'drizzle-orm';
import { adminDeletedMessage, type AdminCompany, type AdminCompanyList } from '#domain/admin';
import { anyOf, builtOnce } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { companies, platformCountryTotals, platformTotals, projects } from '#server/db/schema';
import { notFound } from '#server/lib/http-error';
import { deleteCompany, toCompany } from './companies';
import { isoText, type JsonText } from '#server/db/json-shape';
import { CALLER_COLUMN, type WithCaller } from './users';
import { membersOf } from './members';

type CompanyRow = typeof companies.$inferSelect;

// The admin companies page's members and project counts, for a single company (the page has its own statement).
const projectCountsOf = builtOnce('admin-companies.projectCountsOf', (db, statement) =>
  db
    .select({ companyId: projects.companyId, n: count() })
    .from(projects)
    .where(anyOf(projects.companyId, 'ids'))
    .groupBy(projects.companyId)
    .prepare(statement)
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

/** A company in its admin shape (server/services/companies.ts toCompany, with members), over a row `c`. */
const ADMIN_COMPANY_JSON = sql.raw(`json_build_object(
  'id', c.id, 'name', c.name, 'registration_id', c.registration_id,
  'registration_id_type_id', c.registration_id_type_id, 'country_code', c.country_code,
  'country_name', c.country_name, 'city', c.city, 'address', c.address, 'website', c.website, 'phone', c.phone,
  'email', c.email, 'verified', c.verified, 'status', c.status, 'contact_person', c.contact_person,
  'contact_email', c.contact_email, 'contact_phone', c.contact_phone, 'company_type', c.company_type,
  'employees_count', c.employees_count, 'founded_year', c.founded_year, 'description', c.description,
  'department', c.department, 'version', c.version, 'created_at', ${isoText('c.created_at')},
  'updated_at', ${isoText('c.updated_at')},
  'members', coalesce(m.list, '[]'), 'member_count', coalesce(m.n, 0),
  'project_count', (select count(*) from projects pr where pr.company_id = c.id))`);

// The members of each company in the members list's order: owners first, then administrators, members and
// viewers, each by seniority (server/services/members.ts).
const MEMBERS_JSON = sql.raw(`(select count(*) as n, json_agg(json_build_object('id', cm.id,
    'user_id', cm.user_id, 'email', u.email, 'full_name', u.full_name, 'role', cm.role,
    'created_at', ${isoText('cm.created_at')})
    order by case cm.role when 'OWNER' then 0 when 'ADMIN' then 1 when 'MEMBER' then 2 else 3 end,
      cm.created_at, cm.id) as list
  from company_members cm join users u on u.id = cm.user_id where cm.company_id = c.id)`);

// The page, its companies' members and project counts, and the platform figures kept by triggers (migration
// 0012), in one statement built once (ADR 0062).
const companiesPage = builtOnce('admin-companies.companiesPage', (db, statement) =>
  db
    .select({
      ...CALLER_COLUMN,
      answer: sql<JsonText<AdminCompanyList>>`json_build_object(
        'companies', coalesce((select json_agg(${ADMIN_COMPANY_JSON} order by c.name, c.id)
          from (select * from ${companies} order by name, id
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) c
          left join lateral ${MEMBERS_JSON} m on true), '[]'),
        'total_items', coalesce(t.companies, 0),
        'total_pages', ceil(coalesce(t.companies, 0)::numeric / ${sql.placeholder('limit')}::int)::int,
        'stats', json_build_object('verified_companies', coalesce(t.verified_companies, 0),
          'unique_countries', (select count(*) from ${platformCountryTotals} where companies > 0),
          'total_projects', coalesce(t.projects, 0)))::text`,
    })
    .from(sql`(select 1) one left join ${platformTotals} t on true`)
    .prepare(statement)
);

/** One page of every company on the platform, by name, with platform-wide figures (not the page's), and the caller. */
export async function listAdminCompanies(
  db: Db,
  sub: string,
  page: number,
  limit: number
): Promise<WithCaller<JsonText<AdminCompanyList>>> {
  const [row] = await companiesPage(db).execute({ sub, limit, offset: (page - 1) * limit });
  return row!;
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
