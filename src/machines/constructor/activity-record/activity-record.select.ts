import type { SnapshotFrom } from 'xstate';
import type { activityRecordMachine } from './activity-record.machine';

/** What the record-activity form shows: saving or not, why the last try failed, and its reset key. */
export const selectActivityRecordView = (s: SnapshotFrom<typeof activityRecordMachine>) => ({
  saving: s.hasTag('saving'),
  error: s.context.error,
  formKey: s.context.recorded,
});
