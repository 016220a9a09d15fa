import type { SnapshotFrom } from 'xstate';
import type { propertyModelFormMachine } from './property-model-form.machine';

/** What the model form screen shows in each state. */
export const selectModelFormView = (s: SnapshotFrom<typeof propertyModelFormMachine>) => ({
  mode: s.context.modelId === null ? ('create' as const) : ('edit' as const),
  denied: s.matches('denied'),
  loading: s.hasTag('loading'),
  notFound: s.matches('notFound'),
  loadError: s.matches('loadFailed') ? 'Error al cargar los datos' : null,
  showForm: s.matches('editing') || s.matches('saving'),
  projectName: s.context.data?.project.name ?? null,
  model: s.context.data?.model ?? null,
  amenities: s.context.data?.amenities ?? [],
  amenitiesError: s.context.data?.amenitiesError ?? null,
  saving: s.hasTag('saving'),
  submitError: s.matches('editing') ? s.context.error : null,
});

export type ModelFormView = ReturnType<typeof selectModelFormView>;
