import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { REDIRECT_DELAY_MS } from '#domain/project';
import type { DeleteTarget } from './delete-target';
import { deleteEntity } from './entity-delete.actors';

/** What the user asked to delete; a model carries its usage count, which blocks the delete (spec §4). */
export type EntityDeleteEvent =
  { type: 'delete.request'; target: DeleteTarget } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

/** Told to the page machine that invoked the dialog: something was deleted; lists and pages reload. */
export type EntityDeletedEvent = { type: 'entity.deleted'; target: DeleteTarget };
/** Told to the page machine that invoked the dialog: the deleted project's page is left for this path. */
export type EntityLeaveEvent = { type: 'entity.leave'; to: string };

/** Spec §8: what the user is told after a delete, per kind. */
export const DELETED_MESSAGES = {
  project: 'Proyecto eliminado exitosamente',
  property: 'Propiedad eliminada exitosamente',
  model: 'Modelo de propiedad eliminado exitosamente',
} as const;

/** Spec §8: the failure notice per kind (the project's carries the reason). */
export const deleteFailedMessage = (target: DeleteTarget, reason: string) =>
  ({
    project: `Error al eliminar el proyecto: ${reason}`,
    property: 'Error al eliminar la propiedad',
    model: 'Error al eliminar el modelo de propiedad',
  })[target.kind];

type Context = { target: DeleteTarget | null; error: string | null };

/**
 * The confirm-then-delete flow of projects, properties and property models. A model still used by properties is
 * not offered for deletion: the dialog shows the blocked warning instead. After a delete it reports `entity.deleted`
 * to the page machine that invoked it (lists reload) and, when the target says where to go (a deleted project's detail page), leaves after 1.5 s.
 */
export const entityDeleteMachine = setup({
  types: {
    context: {} as Context,
    events: {} as EntityDeleteEvent,
    tags: {} as 'open' | 'busy',
  },
  actors: { deleteEntity },
  guards: {
    isModelInUse: ({ event }) =>
      event.type === 'delete.request' && event.target.kind === 'model' && event.target.propertiesCount > 0,
    leavesAfterDelete: ({ context }) =>
      context.target?.kind === 'project' && Boolean(context.target.redirectTo),
  },
  actions: {
    notifyDeleted: ({ context }) => {
      if (context.target) toast.success(DELETED_MESSAGES[context.target.kind]);
    },
    notifyFailed: ({ context }) => {
      if (context.target && context.error) toast.error(deleteFailedMessage(context.target, context.error));
    },
    // The page machine that invoked the dialog reloads its lists, or leaves the deleted project's page.
    reportDeleted: sendParent(({ context }): EntityDeletedEvent => ({
      type: 'entity.deleted',
      target: context.target!,
    })),
    reportLeave: sendParent(({ context }): EntityLeaveEvent => ({
      type: 'entity.leave',
      to: context.target?.kind === 'project' ? (context.target.redirectTo ?? '/projects') : '/projects',
    })),
  },
}).createMachine({
  id: 'entityDelete',
  context: { target: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'delete.request': [
          {
            guard: 'isModelInUse',
            target: 'blocked',
            actions: assign({ target: ({ event }) => event.target, error: null }),
          },
          { target: 'confirming', actions: assign({ target: ({ event }) => event.target, error: null }) },
        ],
      },
    },
    // Spec §4: the warning names the model and how many properties use it; there is nothing to confirm.
    blocked: {
      tags: 'open',
      on: { 'delete.cancel': { target: 'idle', actions: assign({ target: null }) } },
    },
    confirming: {
      tags: 'open',
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'idle', actions: assign({ target: null, error: null }) },
      },
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'deleteEntity',
        src: 'deleteEntity',
        input: ({ context }) => context.target!,
        onDone: [
          { guard: 'leavesAfterDelete', target: 'leaving', actions: ['notifyDeleted', 'reportDeleted'] },
          { target: 'idle', actions: ['notifyDeleted', 'reportDeleted', assign({ target: null })] },
        ],
        // The reason stays in the dialog so the user can retry or cancel.
        onError: {
          target: 'confirming',
          actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
        },
      },
    },
    // Spec §2: after deleting a project its page returns to the list 1.5 s later.
    leaving: {
      after: { [REDIRECT_DELAY_MS]: { target: 'left', actions: 'reportLeave' } },
    },
    left: { type: 'final' },
  },
});
