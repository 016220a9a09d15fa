import type { SnapshotFrom } from 'xstate';
import { selectPaging } from '#machines/shared/paged-list/paged-list';
import type { projectUnitsMachine } from './project-units.machine';

/** What the project's units table shows: the page the server answered, its search, order and states. */
export const selectProjectUnitsView = (s: SnapshotFrom<typeof projectUnitsMachine>) => {
  const paging = selectPaging(s);
  return {
    ...paging,
    units: s.context.result?.properties ?? [],
    /** 'Este proyecto aún no tiene propiedades' when the project has none. */
    empty: s.context.result !== null && paging.total === 0 && s.context.q === '',
  };
};
