import toast from 'react-hot-toast';
import { assign, setup, stopChild, type ActorRefFrom } from 'xstate';
import type { AvailabilityBoard } from '#domain/availability';
import type { Access } from '#domain/permissions';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  unitPanelMachine,
  type UnitChangedEvent,
  type UnitNavigateEvent,
} from '../unit-panel/unit-panel.machine';
import { loadBoard } from './availability-page.actors';
import { boardQuery, NO_FILTERS, type BoardFilters } from './board-filters';

export type AvailabilityPageEvent =
  | { type: 'filters.change'; filters: BoardFilters }
  | { type: 'board.reload' }
  | { type: 'unit.focus'; unitId: number }
  | { type: 'unit.open'; unitId: number }
  | { type: 'panel.close' }
  | UnitChangedEvent
  | UnitNavigateEvent
  | AccessChangedEvent;

export const BOARD_ERROR = 'Error al cargar el tablero de disponibilidad';

type Context = {
  projectId: number;
  access: Access;
  board: AvailabilityBoard | null;
  error: string | null;
  filters: BoardFilters;
  filterError: string | null;
  /** The cell that holds the grid's one tab stop (roving tabindex). */
  focusedUnitId: number | null;
  panel: ActorRefFrom<typeof unitPanelMachine> | null;
};

const queryOf = (context: Context) => {
  const result = boardQuery(context.filters);
  return 'query' in result ? result.query : {};
};

/**
 * /constructor/projects/{id}/availability, 'Tablero de disponibilidad': the project's board for the filters, and
 * one unit's side panel at a time (spawned here, so the panel's flow is the page's child). When the panel changes a
 * unit, the board loads again so counts and colours follow; a panel action that leads elsewhere becomes a navigation.
 */
export const availabilityPageMachine = setup({
  types: {
    input: {} as { projectId: number; access: Access },
    context: {} as Context,
    events: {} as AvailabilityPageEvent,
    tags: {} as 'loading',
  },
  actors: { loadBoard, unitPanel: unitPanelMachine },
  guards: {
    filtersValid: ({ event }) => event.type === 'filters.change' && 'query' in boardQuery(event.filters),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    notifyError: () => {
      toast.error(BOARD_ERROR);
    },
    // A spawned child is stopped by its parent (stopChild): `ref.stop()` on it throws and breaks the page.
    stopPanel: stopChild('unitPanel'),
    openPanel: assign({
      panel: ({ context, event, spawn }) => {
        const unit = context.board?.units.find((u) => event.type === 'unit.open' && u.id === event.unitId);
        if (!unit || !context.board) return null;
        return spawn('unitPanel', {
          id: 'unitPanel',
          input: { unit, companyId: context.board.project.company_id, access: context.access },
        });
      },
      focusedUnitId: ({ context, event }) =>
        event.type === 'unit.open' ? event.unitId : context.focusedUnitId,
    }),
    forgetPanel: assign({ panel: null }),
  },
}).createMachine({
  id: 'availabilityPage',
  context: ({ input }) => ({
    projectId: input.projectId,
    access: input.access,
    board: null,
    error: null,
    filters: NO_FILTERS,
    filterError: null,
    focusedUnitId: null,
    panel: null,
  }),
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'unit.focus': { actions: assign({ focusedUnitId: ({ event }) => event.unitId }) },
    'panel.close': { actions: ['stopPanel', 'forgetPanel'] },
    'unit.navigate': { actions: [{ type: 'navigate', params: ({ event }) => ({ to: event.to }) }] },
    // Counts and colours follow a change made in the panel; the panel keeps its own copy meanwhile.
    'unit.changed': '.loading',
    'filters.change': [
      {
        guard: 'filtersValid',
        target: '.loading',
        actions: assign({ filters: ({ event }) => event.filters, filterError: null }),
      },
      {
        actions: assign({
          filters: ({ event }) => event.filters,
          filterError: ({ event }) => {
            const result = boardQuery(event.filters);
            return 'error' in result ? result.error : null;
          },
        }),
      },
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ projectId: context.projectId, query: queryOf(context) }),
        onDone: {
          target: 'ready',
          actions: assign({
            board: ({ event }) => event.output,
            error: null,
            focusedUnitId: ({ context, event }) =>
              event.output.units.some((u) => u.id === context.focusedUnitId)
                ? context.focusedUnitId
                : (event.output.units[0]?.id ?? null),
          }),
        },
        onError: { target: 'failed', actions: [assign({ error: BOARD_ERROR }), 'notifyError'] },
      },
    },
    ready: {
      on: { 'unit.open': { actions: ['stopPanel', 'openPanel'] } },
    },
    failed: { on: { 'board.reload': 'loading' } },
  },
});
