import { assign, fromPromise, setup } from 'xstate';
import type { ChatLanguage } from '#domain/chat-constants';
import type { SavedSearchMessage } from '#domain/saved-searches';
import { errorMessage } from '#api/api-error';
import { followSavedSearchLink, publicApi } from '#api/chat.api';

/** The link's action and token, and the language its mail was written in (Spanish when it carries none). */
export type SavedSearchLinkInput = {
  action: 'confirm' | 'unsubscribe';
  token: string;
  language?: ChatLanguage;
};

const followLink = fromPromise<SavedSearchMessage, Required<SavedSearchLinkInput>>(({ input, signal }) =>
  followSavedSearchLink(publicApi, input.action, { token: input.token, lang: input.language }, signal)
);

/**
 * /busquedas/confirmar and /busquedas/cancelar: the link of a saved search's e-mail does its one thing on opening
 * (both are safe to repeat) and the page says what happened, or that the link is not valid.
 */
export const savedSearchLinkMachine = setup({
  types: {
    input: {} as SavedSearchLinkInput,
    context: {} as Required<SavedSearchLinkInput> & {
      answer: SavedSearchMessage | null;
      error: string | null;
    },
  },
  actors: { followLink },
}).createMachine({
  id: 'savedSearchLink',
  context: ({ input }) => ({ ...input, language: input.language ?? 'es', answer: null, error: null }),
  initial: 'working',
  states: {
    working: {
      invoke: {
        id: 'followLink',
        src: 'followLink',
        input: ({ context }) => ({
          action: context.action,
          token: context.token,
          language: context.language,
        }),
        onDone: { target: 'done', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'invalid', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
    invalid: { type: 'final' },
  },
});
