import type { SnapshotFrom } from 'xstate';
import type { leadPrivacyMachine } from './lead-privacy.machine';

/** The profile's privacy actions and the 'Anonimizar' confirmation: open, busy, done or refused. */
export const selectLeadPrivacyView = (s: SnapshotFrom<typeof leadPrivacyMachine>) => ({
  exporting: s.matches('exporting'),
  open: s.matches('confirming') || s.matches('working') || s.matches('done') || s.matches('failed'),
  contactName: s.context.lead?.contactName ?? 'este lead',
  working: s.matches('working'),
  done: s.matches('done'),
  message: s.context.message,
  error: s.matches('failed') ? s.context.error : null,
  canStart: s.matches('idle'),
});
