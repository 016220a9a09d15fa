import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import type { DashboardSummary } from '#domain/dashboard';
import { loadSummary } from './dashboard.actors';

export type DashboardEvent = { type: 'dashboard.refresh' };

export const DASHBOARD_ERROR = 'Error al cargar los datos del dashboard';

/** One company's dashboard figures. The view keys it by company id, so a company switch starts a fresh load. */
export const dashboardMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as { companyId: number; summary: DashboardSummary | null; error: string | null },
    events: {} as DashboardEvent,
    tags: {} as 'loading',
  },
  actors: { loadSummary },
  actions: {
    notifyError: () => {
      toast.error(DASHBOARD_ERROR);
    },
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ companyId: input.companyId, summary: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: [assign({ error: DASHBOARD_ERROR }), 'notifyError'] },
      },
    },
    ready: { on: { 'dashboard.refresh': 'loading' } },
    failed: { on: { 'dashboard.refresh': 'loading' } },
  },
});
