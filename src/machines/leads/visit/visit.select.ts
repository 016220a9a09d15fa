import type { SnapshotFrom } from 'xstate';
import { VISIT_STATUS_LABELS } from '#domain/lead-work';
import type { visitMachine } from './visit.machine';

/** What a visit's card shows: its status in Spanish, whether an outcome may be recorded, and a refusal. */
export const selectVisitView = (s: SnapshotFrom<typeof visitMachine>) => ({
  statusLabel: VISIT_STATUS_LABELS[s.context.visit.status],
  canRecord: s.can({ type: 'visit.record', outcome: { outcome: 'missed' } }),
  recording: s.matches('recording'),
  error: s.context.error,
});
