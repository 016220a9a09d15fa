import type { SnapshotFrom } from 'xstate';
import type { projectModelsMachine } from './project-models.machine';

/** What the project's models table shows: the page the server answered, its search, order and states. */
export const selectProjectModelsView = (s: SnapshotFrom<typeof projectModelsMachine>) => {
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
    models: result?.models ?? [],
    /** 'No se encontraron modelos' when the search matches nothing. */
    nothingFound: result !== null && total === 0 && q !== '',
  };
};
