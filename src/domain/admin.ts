import { z } from 'zod';
import { countParam, MAX_INT } from './input-limits';
import { CompanySchema } from './company';
import { MemberSchema } from './member';

/** Spec §9: the admin company list shows 6 cards per page, the admin projects screen 9. */
export const ADMIN_COMPANIES_PAGE_SIZE = 6;
export const ADMIN_PROJECTS_PAGE_SIZE = 9;

/** A company as the platform-admin screens see it: the company plus its members and counts. */
export const AdminCompanySchema = CompanySchema.extend({
  members: z.array(MemberSchema),
  member_count: z.number().int(),
  project_count: z.number().int(),
}).meta({ id: 'AdminCompany' });

/** Figures over every company on the platform, not just the page. */
export const AdminCompanyTotalsSchema = z
  .object({
    verified_companies: z.number().int(),
    unique_countries: z.number().int(),
    total_projects: z.number().int(),
  })
  .meta({ id: 'AdminCompanyTotals' });

/** `GET /admin/companies`: one page of companies, the paging totals and the platform-wide figures. */
export const AdminCompanyListSchema = z
  .object({
    companies: z.array(AdminCompanySchema),
    total_pages: z.number().int(),
    total_items: z.number().int(),
    stats: AdminCompanyTotalsSchema,
  })
  .meta({ id: 'AdminCompanyList' });

/** `?page&limit` of the admin list (page from 1; limit defaults to the spec's 6). */
export const AdminCompaniesQuerySchema = z.object({
  page: countParam(MAX_INT).default(1),
  limit: countParam(100).default(ADMIN_COMPANIES_PAGE_SIZE),
});

/** `DELETE /admin/companies/{id}` success: the notice the detail screen carries back to the list. */
export const AdminDeleteResultSchema = z.object({ message: z.string() }).meta({ id: 'AdminDeleteResult' });

export type AdminCompany = z.infer<typeof AdminCompanySchema>;
export type AdminCompanyList = z.infer<typeof AdminCompanyListSchema>;
export type AdminDeleteResult = z.infer<typeof AdminDeleteResultSchema>;

/** The success notice of an admin deletion. */
export const adminDeletedMessage = (name: string) => `Empresa "${name}" eliminada exitosamente`;

/** Lower-cased name, city and country contain the term (spec §2 "Admin list" search); '' matches everything. */
export function matchesCompanySearch(
  company: { name: string; city: string | null; country_name: string | null; country_code: string },
  term: string
): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return [company.name, company.city, company.country_name, company.country_code].some((field) =>
    (field ?? '').toLowerCase().includes(needle)
  );
}

/** What an admin project card needs of a project. */
export type AdminProjectFields = {
  name: string;
  location: string | null;
  neighborhood: string | null;
  city?: string | null;
  status: string | null;
  total_units: number;
  available_units: number;
  price_range_min: number | null;
  price_range_max: number | null;
  currency: string | null;
};

const germanGrouping = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/**
 * Spec §2 "Admin projects": 'COP 250.000.000 - 480.000.000' (the currency, '$' when absent, and German-style
 * grouping), only when both ends exist; otherwise null and the card shows no range.
 */
export function formatAdminPriceRange(
  project: Pick<AdminProjectFields, 'price_range_min' | 'price_range_max' | 'currency'>
) {
  const { price_range_min: min, price_range_max: max } = project;
  if (min === null || max === null) return null;
  return `${project.currency || '$'} ${germanGrouping.format(min)} - ${germanGrouping.format(max)}`;
}

/** Name, location or neighbourhood contains the term, ignoring case; '' matches everything. */
export function matchesProjectSearch(project: AdminProjectFields, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return [project.name, project.location, project.neighborhood].some((field) =>
    (field ?? '').toLowerCase().includes(needle)
  );
}

/** The four admin-project cards, computed from the loaded page as the spec asks (not over every page). */
export function projectPageFigures(projects: readonly AdminProjectFields[]) {
  const locations = new Set(
    projects.map((p) => (p.location ?? p.city ?? '').trim().toLowerCase()).filter((l) => l !== '')
  );
  return {
    projects: projects.length,
    units: projects.reduce((sum, p) => sum + p.total_units, 0),
    available: projects.reduce((sum, p) => sum + p.available_units, 0),
    locations: locations.size,
  };
}
