import { assign, setup } from 'xstate';
import type { PrivacyPolicy } from '#domain/privacy';
import { errorMessage } from '#api/api-error';
import { loadPolicy } from './privacy-policy-page.actors';

/** The public page of a company's treatment policy, linked from every consent checkbox. */
export const privacyPolicyPageMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as { companyId: number; policy: PrivacyPolicy | null; error: string | null },
    events: {} as { type: 'policy.retry' },
  },
  actors: { loadPolicy },
}).createMachine({
  id: 'privacyPolicyPage',
  context: ({ input }) => ({ companyId: input.companyId, policy: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPolicy',
        src: 'loadPolicy',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'shown', actions: assign({ policy: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'policy.retry': 'loading' } },
  },
});
