import type { SnapshotFrom } from 'xstate';
import type { revenueTargetMachine } from './revenue-target.machine';

/** What the target editor shows: the form while open or saving, and why the last save failed. */
export const selectRevenueTargetView = (s: SnapshotFrom<typeof revenueTargetMachine>) => ({
  open: !s.matches('closed'),
  saving: s.hasTag('saving'),
  error: s.context.error,
});
