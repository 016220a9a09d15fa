import { assign, setup } from 'xstate';
import type { Recommendation } from '#domain/chat';
import type { ChatLeadCreated, ChatLeadForm } from '#domain/chat-lead';
import { errorMessage } from '#api/api-error';
import { createLead } from './chat-lead.actors';

export type ChatLeadEvent = { type: 'form.submit'; values: ChatLeadForm };

/**
 * 'Me interesa' on a recommendation: the visitor fills the contact form, the lead is created for the owning company,
 * and the dialog thanks them; a failure keeps the form with the server's message.
 */
export const chatLeadMachine = setup({
  types: {
    input: {} as { property: Recommendation; sessionId: string },
    context: {} as {
      property: Recommendation;
      sessionId: string;
      error: string | null;
      created: ChatLeadCreated | null;
    },
    events: {} as ChatLeadEvent,
  },
  actors: { createLead },
  actions: {
    // The toast library loads with the first lead sent: /chat's first download stays within its budget (ADR 0026).
    notifySent: ({ context }) => {
      const company = context.created?.company_name ?? 'la constructora';
      void import('react-hot-toast').then(({ default: toast }) =>
        toast.success(`Tus datos llegaron a ${company}`)
      );
    },
  },
}).createMachine({
  id: 'chatLead',
  context: ({ input }) => ({
    property: input.property,
    sessionId: input.sessionId,
    error: null,
    created: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': 'submitting',
      },
    },
    submitting: {
      invoke: {
        id: 'createLead',
        src: 'createLead',
        input: ({ context, event }) => ({
          ...(event as ChatLeadEvent).values,
          property_id: context.property.id,
          session_id: context.sessionId,
        }),
        onDone: {
          target: 'sent',
          actions: [assign({ created: ({ event }) => event.output, error: null }), 'notifySent'],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    sent: { type: 'final' },
  },
});
