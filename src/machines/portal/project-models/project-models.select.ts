import type { SnapshotFrom } from 'xstate';
import { selectPaging } from '#machines/shared/paged-list/paged-list';
import type { projectModelsMachine } from './project-models.machine';

/** What the project's models table shows: the page the server answered, its search, order and states. */
export const selectProjectModelsView = (s: SnapshotFrom<typeof projectModelsMachine>) => ({
  ...selectPaging(s),
  models: s.context.result?.models ?? [],
});
