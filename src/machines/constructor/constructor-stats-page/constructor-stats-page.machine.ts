import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import type { ConstructorStats } from '#domain/constructor-workspace';
import { loadConstructorStats } from './constructor-stats-page.actors';

export type ConstructorStatsPageEvent = { type: 'stats.reload' };

/** Shown inline with 'Reintentar' and as a notification, worded like the dashboard's (spec §8). */
export const CONSTRUCTOR_STATS_ERROR = 'Error al cargar las estadísticas';

type Context = { companyId: number; stats: ConstructorStats | null; error: string | null };

/**
 * /constructor/projects/metrics and /constructor/projects/stats: the same figures (`GET /constructor/stats`), shown
 * as figures and tables by one screen and as charts by the other, each through its own selector. Both are read by
 * everyone in the company; the screens key the page by company, so a switch starts afresh.
 */
export const constructorStatsPageMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as Context,
    events: {} as ConstructorStatsPageEvent,
    tags: {} as 'loading',
  },
  actors: { loadConstructorStats },
  actions: {
    notifyError: () => {
      toast.error(CONSTRUCTOR_STATS_ERROR);
    },
  },
}).createMachine({
  id: 'constructorStatsPage',
  context: ({ input }) => ({ companyId: input.companyId, stats: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadConstructorStats',
        src: 'loadConstructorStats',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'ready', actions: assign({ stats: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: [assign({ error: CONSTRUCTOR_STATS_ERROR }), 'notifyError'] },
      },
    },
    ready: { on: { 'stats.reload': 'loading' } },
    failed: { on: { 'stats.reload': 'loading' } },
  },
});
