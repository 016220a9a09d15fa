import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import type { Property } from '#domain/property';
import { loadProperties } from './properties-list.actors';

export type PropertiesListEvent =
  | { type: 'search.change'; term: string }
  | { type: 'list.reload' }
  | { type: 'company.change'; companyId: number };

/** Spec §8: the inline and notified message when the properties cannot be loaded. */
export const PROPERTIES_LOAD_ERROR = 'Error al cargar las propiedades';

type Context = { companyId: number; properties: Property[] | null; search: string; error: string | null };

/**
 * The properties page of the active company: every property loaded once, searched on the client (spec §2), and
 * reloaded after a delete or when the active company changes.
 */
export const propertiesListMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as Context,
    events: {} as PropertiesListEvent,
    tags: {} as 'loading',
  },
  actors: { loadProperties },
  guards: {
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
  },
  actions: {
    notifyError: () => {
      toast.error(PROPERTIES_LOAD_ERROR);
    },
  },
}).createMachine({
  id: 'propertiesList',
  context: ({ input }) => ({ companyId: input.companyId, properties: null, search: '', error: null }),
  initial: 'loading',
  on: {
    'search.change': { actions: assign({ search: ({ event }) => event.term }) },
    'company.change': {
      guard: 'isOtherCompany',
      target: '.loading',
      actions: assign({ companyId: ({ event }) => event.companyId, properties: null }),
    },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadProperties',
        src: 'loadProperties',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: {
          target: 'ready',
          actions: assign({ properties: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'failed', actions: [assign({ error: PROPERTIES_LOAD_ERROR }), 'notifyError'] },
      },
    },
    ready: { on: { 'list.reload': 'loading' } },
    failed: { on: { 'list.reload': 'loading' } },
  },
});
