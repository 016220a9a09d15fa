import { assign, setup } from 'xstate';
import type { ChatLanguage } from '#domain/chat-constants';
import type { SavedSearchMessage } from '#domain/saved-searches';
import { errorMessage } from '#api/api-error';
import { saveSearch } from './saved-search.actors';

export type SavedSearchForm = { email: string; consent: boolean };
export type SavedSearchEvent = { type: 'form.submit'; values: SavedSearchForm };

/**
 * 'Guardar búsqueda': the visitor leaves an e-mail and the authorisation, the server saves the session's understood
 * filters and mails the confirmation link, and the dialog says to look for it; a refusal keeps the form with the
 * server's message.
 */
export const savedSearchMachine = setup({
  types: {
    input: {} as { sessionId: string; language: ChatLanguage },
    context: {} as {
      sessionId: string;
      language: ChatLanguage;
      error: string | null;
      saved: SavedSearchMessage | null;
    },
    events: {} as SavedSearchEvent,
  },
  actors: { saveSearch },
}).createMachine({
  id: 'savedSearch',
  context: ({ input }) => ({ ...input, error: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': 'submitting' },
    },
    submitting: {
      invoke: {
        id: 'saveSearch',
        src: 'saveSearch',
        input: ({ context, event }) => ({
          email: (event as SavedSearchEvent).values.email,
          consent: (event as SavedSearchEvent).values.consent,
          session_id: context.sessionId,
          language: context.language,
        }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output, error: null }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
});
