import type { SnapshotFrom } from 'xstate';
import type { projectFormMachine } from './project-form.machine';

/** What the project form screen shows in each state. */
export const selectProjectFormView = (s: SnapshotFrom<typeof projectFormMachine>) => {
  const data = s.context.data;
  return {
    mode: s.context.projectId === null ? ('create' as const) : ('edit' as const),
    loading: s.hasTag('loading'),
    notFound: s.matches('notFound'),
    loadError: s.matches('loadFailed') ? s.context.error : null,
    showForm: s.matches('editing') || s.matches('saving') || s.matches('saved'),
    project: data?.project ?? null,
    amenities: data?.amenities ?? [],
    amenitiesError: data?.amenitiesError ?? null,
    saving: s.hasTag('saving'),
    saved: s.matches('saved') || s.matches('done'),
    submitError: s.matches('editing') ? s.context.error : null,
    canSubmit: s.matches('editing'),
  };
};
