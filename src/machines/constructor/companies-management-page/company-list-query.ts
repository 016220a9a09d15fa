import {
  CompanySortSchema,
  CompanyStatusSchema,
  MANAGED_COMPANIES_PAGE_SIZE,
  type CompanySort,
  type CompanyStatus,
  type ManagedCompaniesQuery,
} from '#domain/company-management';

// The Lista view keeps its search, filters, sort, page and open edit modal in the URL's query, so a view can be
// linked and reloaded: /constructor/companies?q=…&status=…&city=…&department=…&sort=…&page=…&edit={id}.

export const COMPANIES_LIST_PATH = '/constructor/companies';

/** Search and filters; null or '' means "all". */
export type CompanyFilters = {
  q: string;
  status: CompanyStatus | null;
  city: string | null;
  department: string | null;
};

export type CompanyListLocation = {
  filters: CompanyFilters;
  sort: CompanySort;
  page: number;
  editId: number | null;
};

export const NO_COMPANY_FILTERS: CompanyFilters = { q: '', status: null, city: null, department: null };

const text = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Reads the list's query string; unknown values are ignored. */
export function parseCompanyListQuery(search: string): CompanyListLocation {
  const params = new URLSearchParams(search);
  return {
    filters: {
      q: text(params.get('q')) ?? '',
      status: CompanyStatusSchema.safeParse(params.get('status')).data ?? null,
      city: text(params.get('city')),
      department: text(params.get('department')),
    },
    sort: CompanySortSchema.safeParse(params.get('sort')).data ?? 'name',
    page: positive(params.get('page')) ?? 1,
    editId: positive(params.get('edit')),
  };
}

/** The list's URL; parameters at their default are left out. */
export function companyListUrl({ filters, sort, page, editId }: CompanyListLocation): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.city) params.set('city', filters.city);
  if (filters.department) params.set('department', filters.department);
  if (sort !== 'name') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  if (editId !== null) params.set('edit', String(editId));
  const query = params.toString();
  return query ? `${COMPANIES_LIST_PATH}?${query}` : COMPANIES_LIST_PATH;
}

/** The request of `GET /companies/management`. */
export const companiesQuery = (
  filters: CompanyFilters,
  sort: CompanySort,
  page: number
): ManagedCompaniesQuery => ({
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.city ? { city: filters.city } : {}),
  ...(filters.department ? { department: filters.department } : {}),
  sort,
  page,
  limit: MANAGED_COMPANIES_PAGE_SIZE,
});

/** Whether two sets of filters ask for the same companies. */
export const sameCompanyFilters = (a: CompanyFilters, b: CompanyFilters) =>
  a.q === b.q && a.status === b.status && a.city === b.city && a.department === b.department;
