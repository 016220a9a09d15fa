import type { SnapshotFrom } from 'xstate';
import { unitsSold } from '#domain/statuses';
import type { projectDetailMachine } from './project-detail.machine';
import { PROJECT_LOAD_ERROR } from './project-detail.machine';

/** What the project page shows: the project, its tables, and the loading, missing and failed states. */
export const selectProjectDetailView = (s: SnapshotFrom<typeof projectDetailMachine>) => {
  const data = s.context.data;
  return {
    loading: s.hasTag('loading') && data === null,
    refreshing: s.hasTag('loading'),
    notFound: s.matches('notFound'),
    error: s.matches('failed') ? PROJECT_LOAD_ERROR : null,
    errorDetail: s.matches('failed') ? s.context.error : null,
    project: data?.project ?? null,
    /** Spec §4: units sold = total minus available. */
    soldUnits: data ? unitsSold(data.project.total_units, data.project.available_units) : 0,
    canReload: s.can({ type: 'detail.reload' }),
  };
};
