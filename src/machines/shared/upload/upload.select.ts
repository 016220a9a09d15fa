import type { SnapshotFrom } from 'xstate';
import type { uploadItemMachine } from './upload-item.machine';
import type { uploadMachine } from './upload.machine';

/** The batch as the upload panel shows it. */
export const selectUploadView = (s: SnapshotFrom<typeof uploadMachine>) => ({
  items: s.context.items,
  messages:
    s.context.overflow.length > 0 ? [...s.context.rejections, ...s.context.overflow] : s.context.rejections,
  busy: s.matches('uploading'),
  /** Which limits apply (images, or images and documents for constructor files). */
  policy: s.context.target.policy,
  /** Arrived files (address, name, type) the form has not taken into its lists yet. */
  arrived: s.context.arrived,
  canCancelAll: s.can({ type: 'upload.cancelAll' }),
});

/** One file's row: its progress, state and what may be done with it. */
export const selectUploadItemView = (s: SnapshotFrom<typeof uploadItemMachine>) => ({
  name: s.context.name,
  progress: s.context.progress,
  status: s.matches('uploading')
    ? ('uploading' as const)
    : s.matches('completed')
      ? ('completed' as const)
      : ('failed' as const),
  error: s.context.error,
  canRetry: s.can({ type: 'upload.retry' }),
});
