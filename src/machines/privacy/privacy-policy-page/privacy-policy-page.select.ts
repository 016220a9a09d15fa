import type { SnapshotFrom } from 'xstate';
import type { privacyPolicyPageMachine } from './privacy-policy-page.machine';

/** The policy page: loading, the text with its version, or the error with a retry. */
export const selectPrivacyPolicyPageView = (s: SnapshotFrom<typeof privacyPolicyPageMachine>) => ({
  loading: s.matches('loading'),
  policy: s.matches('shown') ? s.context.policy : null,
  error: s.matches('failed') ? s.context.error : null,
});
