import { assign, setup } from 'xstate';
import type { ChatLanguage, Recommendation } from '#domain/chat';
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
    input: {} as { property: Recommendation; sessionId: string; language?: ChatLanguage },
    context: {} as {
      property: Recommendation;
      sessionId: string;
      /** The conversation's language: the form's messages and the thank-you are written in it. */
      language: ChatLanguage;
      error: string | null;
      created: ChatLeadCreated | null;
    },
    events: {} as ChatLeadEvent,
  },
  actors: { createLead },
  actions: {
    // The toast library loads with the first lead sent: /chat's first download stays within its budget (ADR 0026).
    notifySent: ({ context }) => {
      const english = context.language === 'en';
      const company = context.created?.company_name || (english ? 'the developer' : 'la constructora');
      void import('react-hot-toast').then(({ default: toast }) =>
        toast.success(english ? `Your details reached ${company}` : `Tus datos llegaron a ${company}`)
      );
    },
  },
}).createMachine({
  id: 'chatLead',
  context: ({ input }) => ({
    property: input.property,
    sessionId: input.sessionId,
    language: input.language ?? 'es',
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
          language: context.language,
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
