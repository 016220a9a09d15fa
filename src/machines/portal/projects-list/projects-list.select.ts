import type { SnapshotFrom } from 'xstate';
import type { projectsListMachine } from './projects-list.machine';

/** What the projects page shows: the cards of the page, the counts line, the page bar and the states. */
export const selectProjectsListView = (s: SnapshotFrom<typeof projectsListMachine>) => {
  const { result, page, error } = s.context;
  const projects = result?.projects ?? [];
  const totalItems = result?.total_items ?? 0;
  return {
    loading: s.hasTag('loading') && result === null,
    refreshing: s.hasTag('loading'),
    error: s.matches('failed') ? error : null,
    projects,
    page,
    totalPages: result?.total_pages ?? 0,
    /** Spec §2: 'Mostrando N de M proyectos'. */
    shownLine: result ? `Mostrando ${projects.length} de ${totalItems} proyectos` : null,
    /** The company has no projects at all. */
    empty: s.matches('ready') && totalItems === 0,
    /** The page asked for holds nothing although the company has projects. */
    nothingFound: s.matches('ready') && totalItems > 0 && projects.length === 0,
    canChangePage: s.matches('ready'),
  };
};
