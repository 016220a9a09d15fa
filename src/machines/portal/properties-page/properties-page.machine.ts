import toast from 'react-hot-toast';
import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Access } from '#domain/permissions';
import { can } from '#domain/permissions';
import type { Property } from '#domain/property';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import { loadProperties } from './properties-page.actors';

export type PropertiesPageEvent =
  | { type: 'search.change'; term: string }
  | { type: 'list.reload' }
  | { type: 'company.change'; companyId: number }
  | { type: 'property.delete'; property: Property }
  /** The delete flow removed a property (relayed from the delete child). */
  | { type: 'entity.deleted' }
  | AccessChangedEvent;

/** Spec §8: the inline and notified message when the properties cannot be loaded. */
export const PROPERTIES_LOAD_ERROR = 'Error al cargar las propiedades';

type Input = { companyId: number; access: Access };

type Context = Input & {
  properties: Property[] | null;
  search: string;
  error: string | null;
  deleteRef: ActorRefFrom<typeof entityDeleteMachine>;
};

/**
 * The properties page of the active company: every property loaded once, searched on the client (spec §2),
 * deleted through the shared delete flow (a child) and reloaded after a delete or when the active company changes.
 */
export const propertiesPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as PropertiesPageEvent,
    tags: {} as 'loading',
  },
  actors: { loadProperties, entityDelete: entityDeleteMachine },
  guards: {
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
    canDelete: ({ context }) => can(context.access, 'property.delete', context.companyId),
  },
  actions: {
    notifyError: () => {
      toast.error(PROPERTIES_LOAD_ERROR);
    },
    requestDelete: sendTo(
      ({ context }) => context.deleteRef,
      ({ event }) => {
        const p = (event as Extract<PropertiesPageEvent, { type: 'property.delete' }>).property;
        return {
          type: 'delete.request' as const,
          target: { kind: 'property' as const, id: p.id, name: p.name, projectId: p.project_id },
        };
      }
    ),
  },
}).createMachine({
  id: 'propertiesPage',
  context: ({ input, spawn }) => ({
    ...input,
    properties: null,
    search: '',
    error: null,
    deleteRef: spawn('entityDelete', { id: 'entityDelete' }),
  }),
  initial: 'loading',
  on: {
    'search.change': { actions: assign({ search: ({ event }) => event.term }) },
    'company.change': {
      guard: 'isOtherCompany',
      target: '.loading',
      actions: assign({ companyId: ({ event }) => event.companyId, properties: null }),
    },
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'property.delete': { guard: 'canDelete', actions: 'requestDelete' },
    // The list must not keep showing what was just deleted, even if a load was already under way.
    'entity.deleted': { target: '.loading', reenter: true },
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
