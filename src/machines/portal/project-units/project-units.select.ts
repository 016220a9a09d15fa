import type { SnapshotFrom } from 'xstate';
import type { projectUnitsMachine } from './project-units.machine';

/** What the project's units table shows: the page the server answered, its search, order and states. */
export const selectProjectUnitsView = (s: SnapshotFrom<typeof projectUnitsMachine>) => {
  const { result, q, draft, sort, page } = s.context;
  const total = result?.total_items ?? 0;
  return {
    loading: s.hasTag('loading') && result === null,
    refreshing: s.hasTag('loading'),
    /** The search box's text. */
    search: draft,
    sort,
    page,
    totalPages: result?.total_pages ?? 0,
    units: result?.properties ?? [],
    total,
    /** 'Este proyecto aún no tiene propiedades' when the project has none. */
    empty: result !== null && total === 0 && q === '',
    /** 'No se encontraron propiedades' when the search matches nothing. */
    nothingFound: result !== null && total === 0 && q !== '',
  };
};
