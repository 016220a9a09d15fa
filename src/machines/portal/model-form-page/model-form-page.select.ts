import type { SnapshotFrom } from 'xstate';
import type { modelFormPageMachine } from './model-form-page.machine';

/** What the model form page shows in each state, rights included. */
export const selectModelFormPageView = (s: SnapshotFrom<typeof modelFormPageMachine>) => ({
  mode: s.context.modelId === null ? ('create' as const) : ('edit' as const),
  denied: s.matches('denied'),
  loading: s.hasTag('loading'),
  notFound: s.matches('notFound'),
  loadError: s.matches('loadFailed') ? 'Error al cargar los datos' : null,
  showForm: s.matches('editing') || s.matches('saving') || s.hasTag('stale'),
  /** Another person saved first: 'Otra persona cambió este registro' with 'Recargar'. */
  stale: s.hasTag('stale'),
  projectName: s.context.data?.project.name ?? null,
  model: s.context.data?.model ?? null,
  amenities: s.context.data?.amenities ?? [],
  amenitiesError: s.context.data?.amenitiesError ?? null,
  /** The model's upload batch, and whether its images are still on their way. */
  uploadRef: s.context.upload,
  uploading: s.context.uploading,
  saving: s.hasTag('saving'),
  submitError: s.matches('editing') ? s.context.error : null,
});
