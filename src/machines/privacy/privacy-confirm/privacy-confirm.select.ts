import type { SnapshotFrom } from 'xstate';
import type { privacyConfirmMachine } from './privacy-confirm.machine';

/** The confirmation page: what the link asks for, the busy confirm, the outcome, or why the link is no good. */
export const selectPrivacyConfirmView = (s: SnapshotFrom<typeof privacyConfirmMachine>) => ({
  loading: s.matches('loading'),
  invalid: s.matches('invalid'),
  kind: s.context.kind,
  canConfirm: s.can({ type: 'request.confirm' }),
  confirming: s.matches('confirming'),
  error: s.context.error,
  result: s.matches('done') ? s.context.result : null,
});
