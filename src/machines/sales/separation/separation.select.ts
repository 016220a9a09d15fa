import type { SnapshotFrom } from 'xstate';
import { separationFormDefaults } from '#domain/separation-form';
import type { separationMachine } from './separation.machine';

/** The 'Separar' dialog's view. */
export const selectSeparationView = (s: SnapshotFrom<typeof separationMachine>) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  busy: s.hasTag('busy'),
  start: s.context.start,
  /** The form's first values, once the start is read. */
  defaults: s.context.start ? separationFormDefaults(s.context.start) : null,
  error: s.context.error,
  submitError: s.context.submitError,
});
