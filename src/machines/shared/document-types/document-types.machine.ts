import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { isCountryCode, type CountryCode, type DocumentType } from '#domain/countries';
import { loadDocumentTypes } from './document-types.actors';

export type DocumentTypesEvent = { type: 'country.select'; country: string | null };

type Context = {
  /** The create form and the edit form word a failure differently (spec §8). */
  mode: 'create' | 'edit';
  country: CountryCode | null;
  types: DocumentType[];
};

/** Spec §8: the edit form's failure text; the create form names the country instead. */
export const EDIT_LOAD_ERROR = 'Error al cargar tipos de documento';
/** Spec §8: the create form's failure notice, naming the country code. */
export const createLoadError = (country: string) =>
  `No se pudieron cargar los tipos de documento para ${country}`;

/**
 * The document types of the chosen country (spec §5 "Company form"): choosing a country loads its list, and
 * choosing another while a request runs re-enters `loading`, which stops the stale request (its signal aborts)
 * so an old answer can never overwrite the new country's list. Clearing the country empties the list.
 */
export const documentTypesMachine = setup({
  types: {
    input: {} as { mode: 'create' | 'edit'; country?: string | null },
    context: {} as Context,
    events: {} as DocumentTypesEvent,
    tags: {} as 'loading',
  },
  actors: { loadDocumentTypes },
  actions: {
    notifyError: ({ context }) => {
      toast.error(context.mode === 'create' ? createLoadError(context.country ?? '') : EDIT_LOAD_ERROR);
    },
  },
  guards: {
    hasCountry: ({ context }) => context.country !== null,
    choseCountry: ({ event }) => isCountryCode(event.country),
  },
}).createMachine({
  id: 'documentTypes',
  context: ({ input }) => ({
    mode: input.mode,
    country: isCountryCode(input.country) ? input.country : null,
    types: [],
  }),
  initial: 'start',
  on: {
    'country.select': [
      {
        guard: 'choseCountry',
        target: '.loading',
        reenter: true,
        actions: assign({ country: ({ event }) => event.country as CountryCode, types: [] }),
      },
      { target: '.noCountry', actions: assign({ country: null, types: [] }) },
    ],
  },
  states: {
    start: { always: [{ guard: 'hasCountry', target: 'loading' }, { target: 'noCountry' }] },
    // The type select stays disabled until a country is chosen.
    noCountry: {},
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadDocumentTypes',
        src: 'loadDocumentTypes',
        input: ({ context }) => ({ country: context.country! }),
        onDone: { target: 'ready', actions: assign({ types: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: [assign({ types: [] }), 'notifyError'] },
      },
    },
    ready: {},
    // Spec §8: a failed load empties the list; choosing a country again retries.
    failed: {},
  },
});
