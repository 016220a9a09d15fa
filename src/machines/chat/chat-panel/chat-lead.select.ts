import type { SnapshotFrom } from 'xstate';
import type { chatLeadMachine } from './chat-lead.machine';

/** The 'Me interesa' dialog: the form (busy while sending, with the server's error) or the thank-you text. */
export const selectLeadView = (s: SnapshotFrom<typeof chatLeadMachine>) => ({
  property: s.context.property,
  submitting: s.matches('submitting'),
  sent: s.matches('sent'),
  error: s.matches('editing') ? s.context.error : null,
  confirmation: s.context.created?.message ?? null,
  language: s.context.language,
});
