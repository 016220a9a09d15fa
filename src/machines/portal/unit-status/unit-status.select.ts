import type { SnapshotFrom } from 'xstate';
import type { unitStatusMachine } from './unit-status.machine';

/** What the units table needs: which unit is saving, and the conflict notice with its reload action. */
export const selectUnitStatusView = (s: SnapshotFrom<typeof unitStatusMachine>) => ({
  savingUnitId: s.hasTag('saving') ? (s.context.pending?.unitId ?? null) : null,
  busy: !s.matches('idle'),
  conflict: s.matches('conflict') ? s.context.conflict : null,
  conflictUnitName: s.matches('conflict') ? (s.context.pending?.unitName ?? null) : null,
  canChange: s.matches('idle'),
});
