import type { SnapshotFrom } from 'xstate';
import { matchesProjectSearch, projectPageFigures } from '#domain/admin';
import type { adminProjectsMachine } from './admin-projects.machine';

/** The admin projects screen: title, figures of the loaded page, the matching cards and the pagination. */
export const selectAdminProjectsView = (s: SnapshotFrom<typeof adminProjectsMachine>) => {
  const { company, projects: page, search, error } = s.context;
  const all = page?.projects ?? [];
  const searching = search.trim() !== '';
  const projects = all.filter((p) => matchesProjectSearch(p, search));
  return {
    loading: s.matches('loading') && page === null,
    refreshing: s.matches('loading'),
    error: s.matches('failed') ? error : null,
    companyName: company?.name ?? null,
    figures: page ? projectPageFigures(all) : null,
    projects,
    empty: page !== null && projects.length === 0,
    emptyText: searching ? 'No se encontraron proyectos' : 'No hay proyectos registrados',
    page: s.context.page,
    totalPages: page?.total_pages ?? 0,
    /** Spec §2: pagination only when there is more than one page. */
    showPagination: (page?.total_pages ?? 0) > 1,
  };
};
