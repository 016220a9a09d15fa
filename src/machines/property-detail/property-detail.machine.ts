import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import type { PropertyDetailData } from './property-detail.actors';
import { loadPropertyDetail } from './property-detail.actors';

export type PropertyDetailEvent = { type: 'detail.reload' };

/** Spec §8 texts of a property that cannot be shown. */
export const PROPERTY_LOAD_ERROR = 'Error al cargar la propiedad';
export const PROPERTY_NOT_FOUND = 'Propiedad no encontrada';

/** A property's page: load, then show it, say it does not exist, or offer to retry. */
export const propertyDetailMachine = setup({
  types: {
    input: {} as { propertyId: number },
    context: {} as { propertyId: number; data: PropertyDetailData | null; error: string | null },
    events: {} as PropertyDetailEvent,
    tags: {} as 'loading',
  },
  actors: { loadPropertyDetail },
  guards: { isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error) },
  actions: {
    notifyError: ({ context }) => {
      toast.error(`${PROPERTY_LOAD_ERROR}: ${context.error ?? ''}`);
    },
  },
}).createMachine({
  id: 'propertyDetail',
  context: ({ input }) => ({ propertyId: input.propertyId, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadPropertyDetail',
        src: 'loadPropertyDetail',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isMissing', target: 'notFound' },
          {
            target: 'failed',
            actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyError'],
          },
        ],
      },
    },
    ready: { on: { 'detail.reload': 'loading' } },
    notFound: {},
    failed: { on: { 'detail.reload': 'loading' } },
  },
});
