import { assign, setup } from 'xstate';
import type { PrivacyRequestKind, PrivacyRequestResult } from '#domain/privacy';
import { errorMessage } from '#api/api-error';
import { confirmRequest, loadRequest } from './privacy-confirm.actors';

export type PrivacyConfirmEvent = { type: 'request.confirm' };

/**
 * /privacidad/confirmar: the e-mailed link proves the address. Opening it only says what was asked; nothing is
 * shown or deleted until the person confirms, and the link works once.
 */
export const privacyConfirmMachine = setup({
  types: {
    input: {} as { token: string },
    context: {} as {
      token: string;
      kind: PrivacyRequestKind | null;
      error: string | null;
      result: PrivacyRequestResult | null;
    },
    events: {} as PrivacyConfirmEvent,
  },
  actors: { loadRequest, confirmRequest },
}).createMachine({
  id: 'privacyConfirm',
  context: ({ input }) => ({ token: input.token, kind: null, error: null, result: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRequest',
        src: 'loadRequest',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready', actions: assign({ kind: ({ event }) => event.output.kind }) },
        onError: { target: 'invalid', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: { on: { 'request.confirm': 'confirming' } },
    confirming: {
      invoke: {
        id: 'confirmRequest',
        src: 'confirmRequest',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    // A link spent, expired or made up: the page says so and points back to /privacidad.
    invalid: { type: 'final' },
    done: { type: 'final' },
  },
});
