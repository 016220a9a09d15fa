import toast from 'react-hot-toast';
import { assign, fromPromise, setup } from 'xstate';
import type { CompanyManagementStats } from '#domain/company-management';
import { fetchCompanyManagementStats } from '#api/company-management.api';
import { api } from '#api/runtime';

/** Shown inline with 'Reintentar' and as a notification. */
export const COMPANY_STATS_ERROR = 'Error al cargar las estadísticas';

/** Estadísticas over every company of the caller, counted by the server. */
export const loadCompanyManagementStats = fromPromise<CompanyManagementStats>(({ signal }) =>
  fetchCompanyManagementStats(api, signal)
);

type Context = { stats: CompanyManagementStats | null; error: string | null };

/** /constructor/companies/stats: loads the figures once, 'Reintentar' after a failure. */
export const companyManagementStatsPageMachine = setup({
  types: { context: {} as Context, events: {} as { type: 'stats.reload' } },
  actors: { loadCompanyManagementStats },
  actions: {
    notifyError: () => {
      toast.error(COMPANY_STATS_ERROR);
    },
  },
}).createMachine({
  id: 'companyManagementStatsPage',
  context: { stats: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCompanyManagementStats',
        src: 'loadCompanyManagementStats',
        onDone: { target: 'ready', actions: assign({ stats: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: [assign({ error: COMPANY_STATS_ERROR }), 'notifyError'] },
      },
    },
    ready: { on: { 'stats.reload': 'loading' } },
    failed: { on: { 'stats.reload': 'loading' } },
  },
});
