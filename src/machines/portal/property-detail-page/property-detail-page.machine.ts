import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import type { Access } from '#domain/permissions';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import type { PropertyDetailData } from './property-detail-page.actors';
import { loadPropertyDetail } from './property-detail-page.actors';

export type PropertyDetailEvent = { type: 'detail.reload' } | { type: 'detail.back' } | AccessChangedEvent;

/** Spec §8 texts of a property that cannot be shown. */
export const PROPERTY_LOAD_ERROR = 'Error al cargar la propiedad';

type Input = { propertyId: number; access: Access };

/**
 * A property's page: load, then show it, say it does not exist, or offer to retry. Whether it offers to edit is
 * the policy's answer for the property's company, with the user's current access.
 */
export const propertyDetailPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Input & { data: PropertyDetailData | null; error: string | null },
    events: {} as PropertyDetailEvent,
    tags: {} as 'loading',
  },
  actors: { loadPropertyDetail },
  guards: { isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error) },
  actions: {
    notifyError: ({ context }) => {
      toast.error(`${PROPERTY_LOAD_ERROR}: ${context.error ?? ''}`);
    },
    // Provided by the screen (the router); the machine only says where.
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'propertyDetailPage',
  context: ({ input }) => ({ ...input, data: null, error: null }),
  initial: 'loading',
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'detail.back': { actions: { type: 'navigate', params: { to: '/properties' } } },
  },
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
