import type { SnapshotFrom } from 'xstate';
import type { leadCaptureMachine } from './lead-capture.machine';

/** 'Captura de leads': the settings, the members who may take leads by turn, and whether it is busy or refused. */
export const selectLeadCaptureView = (s: SnapshotFrom<typeof leadCaptureMachine>) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  saving: s.matches('saving'),
  rotating: s.matches('rotating'),
  error: s.context.error,
  capture: s.context.capture,
  /** A VIEWER only follows the pipeline: never in the rotation. */
  workers: s.context.members
    .filter((m) => m.role !== 'VIEWER')
    .map((m) => ({ userId: m.user_id, name: m.full_name ?? m.email })),
});
