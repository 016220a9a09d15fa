import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isConflict } from '#api/projects.api';
import type { Property } from '#domain/property';
import type { PropertyStatus } from '#domain/statuses';
import { changeUnitStatus } from './unit-status.actors';

export type UnitStatusEvent =
  { type: 'status.change'; unit: Property; status: PropertyStatus } | { type: 'status.reload' };

/** Told to the page that invoked the machine: the units on screen are out of date and should be read again. */
export type UnitChangedEvent = { type: 'unit.changed' };

type Context = {
  projectId: number;
  pending: { unitId: number; unitName: string; status: PropertyStatus } | null;
  conflict: string | null;
};

/**
 * Changing the status of a project's units from the project page (AVAILABLE → RESERVED → SOLD …), one at a time.
 * The change names the version the page read; when someone else changed the unit first, the server refuses it
 * (409) and the page says so and offers to reload instead of overwriting the other person's change.
 */
export const unitStatusMachine = setup({
  types: {
    input: {} as { projectId: number },
    context: {} as Context,
    events: {} as UnitStatusEvent,
    tags: {} as 'saving',
  },
  actors: { changeUnitStatus },
  guards: {
    isNewStatus: ({ event }) => event.type === 'status.change' && event.unit.status !== event.status,
    isConflict: ({ event }) => isConflict((event as { error?: unknown }).error),
  },
  actions: {
    notifySaved: () => {
      toast.success('Propiedad actualizada exitosamente');
    },
    notifyFailed: (_, params: { error: unknown }) => {
      toast.error(`Error al actualizar la propiedad: ${errorMessage(params.error)}`);
    },
    reportChange: sendParent({ type: 'unit.changed' } satisfies UnitChangedEvent),
  },
}).createMachine({
  id: 'unitStatus',
  context: ({ input }) => ({ projectId: input.projectId, pending: null, conflict: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.change': {
          guard: 'isNewStatus',
          target: 'saving',
          actions: assign({
            pending: ({ event }) => ({
              unitId: event.unit.id,
              unitName: event.unit.name,
              status: event.status,
            }),
            conflict: null,
          }),
        },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'changeUnitStatus',
        src: 'changeUnitStatus',
        input: ({ context, event }) => {
          const change = event as Extract<UnitStatusEvent, { type: 'status.change' }>;
          return { projectId: context.projectId, unit: change.unit, status: change.status };
        },
        onDone: { target: 'idle', actions: ['notifySaved', 'reportChange', assign({ pending: null })] },
        onError: [
          {
            guard: 'isConflict',
            target: 'conflict',
            actions: assign({ conflict: ({ event }) => errorMessage(event.error) }),
          },
          {
            target: 'idle',
            actions: [
              assign({ pending: null }),
              { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    // Spec §8 conflict: someone else changed the unit; nothing is overwritten until the page shows fresh data.
    conflict: {
      on: {
        'status.reload': {
          target: 'idle',
          actions: ['reportChange', assign({ pending: null, conflict: null })],
        },
      },
    },
  },
});
