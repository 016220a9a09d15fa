import { assign, setup } from 'xstate';
import type { PrivacyRequestKind } from '#domain/privacy';
import { errorMessage } from '#api/api-error';
import { sendRequest } from './privacy-request.actors';

export type PrivacyRequestValues = { email: string; kind: PrivacyRequestKind };
export type PrivacyRequestEvent =
  { type: 'form.submit'; values: PrivacyRequestValues } | { type: 'form.reset' };

/**
 * /privacidad: a person asks by e-mail for their data or its deletion. The answer is the same whether the address
 * is known, and says to look for the confirmation link; a refusal (a malformed address, too many requests) keeps
 * the form with the server's message.
 */
export const privacyRequestMachine = setup({
  types: {
    context: {} as { error: string | null; message: string | null },
    events: {} as PrivacyRequestEvent,
  },
  actors: { sendRequest },
}).createMachine({
  id: 'privacyRequest',
  context: { error: null, message: null },
  initial: 'editing',
  states: {
    editing: { on: { 'form.submit': 'sending' } },
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ event }) => (event as Extract<PrivacyRequestEvent, { type: 'form.submit' }>).values,
        onDone: {
          target: 'sent',
          actions: assign({ message: ({ event }) => event.output.message, error: null }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    // Another request (another address, or the other right) starts from an empty form.
    sent: { on: { 'form.reset': { target: 'editing', actions: assign({ message: null, error: null }) } } },
  },
});
