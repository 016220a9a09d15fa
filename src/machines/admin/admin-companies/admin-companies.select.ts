import type { SnapshotFrom } from 'xstate';
import { matchesCompanySearch } from '#domain/admin';
import type { adminCompaniesMachine } from './admin-companies.machine';

/** The admin list: the platform figures, the cards of the page that match the search, and the pagination. */
export const selectAdminCompaniesView = (s: SnapshotFrom<typeof adminCompaniesMachine>) => {
  const { list, search, page, error } = s.context;
  const searching = search.trim() !== '';
  const companies = list ? list.companies.filter((c) => matchesCompanySearch(c, search)) : [];
  return {
    loading: s.matches('loading') && list === null,
    refreshing: s.matches('loading'),
    error: s.matches('failed') ? error : null,
    stats: list
      ? {
          total: list.total_items,
          verified: list.stats.verified_companies,
          countries: list.stats.unique_countries,
          projects: list.stats.total_projects,
        }
      : null,
    companies,
    searching,
    empty: list !== null && companies.length === 0,
    emptyText: searching ? 'No se encontraron empresas' : 'No hay empresas registradas',
    page,
    totalPages: list?.total_pages ?? 0,
    /** Spec §2: pagination is hidden while searching. */
    showPagination: !searching && (list?.total_pages ?? 0) > 1,
  };
};
