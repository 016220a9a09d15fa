import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { UnitHoldSchema, type BoardUnit, type UnitStatusEvent } from '#domain/availability';
import { can, type Access } from '#domain/permissions';
import { errorMessage } from '#api/api-error';
import { loadUnitHistory, runUnitAction } from './unit-panel.actors';
import { UNIT_ACTIONS, type UnitActionEntry } from './unit-actions';

export type UnitPanelEvent =
  | { type: 'unit.action'; id: string }
  | { type: 'reason.submit'; reason: string }
  | { type: 'reason.cancel' }
  | { type: 'history.reload' };

/** What the board hears when the unit changed: it shows the new status and counts. */
export type UnitChangedEvent = { type: 'unit.changed'; unit: BoardUnit };

/** What the panel asks its parent to do when an action leads elsewhere (the shell turns it into a location). */
export type UnitNavigateEvent = { type: 'unit.navigate'; to: string };

export const HISTORY_ERROR = 'Error al cargar el historial de la unidad';

type ReasonEntry = Extract<UnitActionEntry, { kind: 'reason' }>;
type Context = {
  unit: BoardUnit;
  companyId: number;
  access: Access;
  history: UnitStatusEvent[];
  historyError: string | null;
  /** The action waiting for its reason, and why its last attempt failed. */
  pending: ReasonEntry | null;
  reasonError: string | null;
};

/** The actions the role may take on the unit as it stands, in the list's order. */
export const allowedActions = (context: Pick<Context, 'unit' | 'access' | 'companyId'>) =>
  UNIT_ACTIONS.filter(
    (a) => a.statuses.includes(context.unit.status) && can(context.access, a.permission, context.companyId)
  );

const entryOf = (context: Context, id: string) => allowedActions(context).find((a) => a.id === id);

/**
 * The board's side panel for one unit: its history, and the actions the policy lets the role take on it as it
 * stands. An action that needs a reason asks for it, checks it with the server's own schema, runs, reports the
 * changed unit to the board and reloads the history; a refusal keeps the reason typed and says why.
 */
export const unitPanelMachine = setup({
  types: {
    input: {} as { unit: BoardUnit; companyId: number; access: Access },
    context: {} as Context,
    events: {} as UnitPanelEvent,
    tags: {} as 'saving' | 'loading',
  },
  actors: { loadUnitHistory, runUnitAction },
  guards: {
    isNavigateAction: ({ context, event }) =>
      event.type === 'unit.action' && entryOf(context, event.id)?.kind === 'navigate',
    isReasonAction: ({ context, event }) =>
      event.type === 'unit.action' && entryOf(context, event.id)?.kind === 'reason',
    isValidReason: ({ event }) =>
      event.type === 'reason.submit' && UnitHoldSchema.safeParse({ reason: event.reason }).success,
  },
  actions: {
    navigateToAction: sendParent(({ context, event }) => {
      const entry = entryOf(context, (event as { id: string }).id);
      return {
        type: 'unit.navigate',
        to: entry?.kind === 'navigate' ? entry.to(context.unit.id) : '',
      } satisfies UnitNavigateEvent;
    }),
    reportChanged: sendParent(
      ({ context }) => ({ type: 'unit.changed', unit: context.unit }) satisfies UnitChangedEvent
    ),
    notifyDone: ({ context }) => {
      if (context.pending) toast.success(context.pending.done);
    },
  },
}).createMachine({
  id: 'unitPanel',
  context: ({ input }) => ({
    ...input,
    history: [],
    historyError: null,
    pending: null,
    reasonError: null,
  }),
  initial: 'loadingHistory',
  states: {
    loadingHistory: {
      tags: 'loading',
      invoke: {
        id: 'loadUnitHistory',
        src: 'loadUnitHistory',
        input: ({ context }) => ({ unitId: context.unit.id }),
        onDone: {
          target: 'idle',
          actions: assign({ history: ({ event }) => event.output, historyError: null }),
        },
        onError: { target: 'idle', actions: assign({ historyError: HISTORY_ERROR }) },
      },
    },
    idle: {
      on: {
        'history.reload': 'loadingHistory',
        'unit.action': [
          { guard: 'isNavigateAction', actions: 'navigateToAction' },
          {
            guard: 'isReasonAction',
            target: 'askingReason',
            actions: assign({
              pending: ({ context, event }) =>
                (entryOf(context, event.id) as ReasonEntry | undefined) ?? null,
              reasonError: null,
            }),
          },
        ],
      },
    },
    // The reason dialog is open; nothing is sent until the reason passes the same schema the server applies.
    askingReason: {
      on: {
        'reason.cancel': { target: 'idle', actions: assign({ pending: null, reasonError: null }) },
        'reason.submit': [
          { guard: 'isValidReason', target: 'running' },
          {
            actions: assign({
              reasonError: ({ event }) =>
                UnitHoldSchema.safeParse({ reason: event.reason }).error?.issues[0]?.message ?? null,
            }),
          },
        ],
      },
    },
    running: {
      tags: 'saving',
      invoke: {
        id: 'runUnitAction',
        src: 'runUnitAction',
        input: ({ context, event }) => ({
          action: context.pending?.id ?? 'block',
          unitId: context.unit.id,
          reason: (event as Extract<UnitPanelEvent, { type: 'reason.submit' }>).reason.trim(),
        }),
        onDone: {
          target: 'loadingHistory',
          actions: [
            assign({ unit: ({ event }) => event.output }),
            'notifyDone',
            'reportChanged',
            assign({ pending: null }),
          ],
        },
        onError: {
          target: 'askingReason',
          actions: assign({ reasonError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
  },
});
