import type { SnapshotFrom } from 'xstate';
import type { projectImagesMachine } from './project-images.machine';

/** The 'Agregar Imagen' dialog as its view shows it. */
export const selectProjectImagesView = (s: SnapshotFrom<typeof projectImagesMachine>) => ({
  open: !s.matches('closed'),
  urls: s.context.urls,
  saving: s.matches('saving'),
  error: s.context.error,
  canSave: s.can({ type: 'images.save' }),
  /** The dialog's upload batch while it is open. */
  uploadRef: s.context.upload,
});
