import type { SnapshotFrom } from 'xstate';
import type { privacyRequestMachine } from './privacy-request.machine';

/** The /privacidad page: the form (busy while sending, with the server's refusal) or the neutral answer. */
export const selectPrivacyRequestView = (s: SnapshotFrom<typeof privacyRequestMachine>) => ({
  sending: s.matches('sending'),
  sent: s.matches('sent'),
  error: s.matches('editing') ? s.context.error : null,
  message: s.context.message,
});
