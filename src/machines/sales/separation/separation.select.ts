import type { SnapshotFrom } from 'xstate';
import type { separationMachine } from './separation.machine';

/** The 'Separar' dialog's view. */
export const selectSeparationView = (s: SnapshotFrom<typeof separationMachine>) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  busy: s.hasTag('busy'),
  start: s.context.start,
  error: s.context.error,
});
