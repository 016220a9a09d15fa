import toast from 'react-hot-toast';
import { assign, sendTo, setup } from 'xstate';
import type { ConstructorDashboard } from '#domain/constructor-workspace';
import type { Access } from '#domain/permissions';
import {
  activityRecordMachine,
  type ActivityRecordedEvent,
} from '#machines/constructor/activity-record/activity-record.machine';
import { dashboardSalesMachine } from '#machines/constructor/dashboard-sales/dashboard-sales.machine';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import {
  revenueTargetMachine,
  type RevenueTargetSavedEvent,
} from '#machines/constructor/revenue-target/revenue-target.machine';
import { tasksMachine } from '#machines/shared/tasks/tasks.machine';
import { loadConstructorDashboard } from './constructor-dashboard-page.actors';

export type ConstructorDashboardPageEvent =
  { type: 'dashboard.reload' } | AccessChangedEvent | ActivityRecordedEvent | RevenueTargetSavedEvent;

/** Spec §8 "Dashboard": inline with 'Reintentar' and as a notification. */
export const CONSTRUCTOR_DASHBOARD_ERROR = 'Error al cargar los datos del dashboard';

type Input = { companyId: number; access: Access };

type Context = Input & { dashboard: ConstructorDashboard | null; error: string | null };

/**
 * /constructor/dashboard: one company's constructor figures from one call, the record-activity flow and the
 * revenue-target flow as children. What they change is counted by the server, so both make the page load again
 * (the figures on screen stay while it does). The screen keys the page by company, so a switch starts afresh.
 */
export const constructorDashboardPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as ConstructorDashboardPageEvent,
    tags: {} as 'loading',
  },
  actors: {
    loadConstructorDashboard,
    activityRecord: activityRecordMachine,
    revenueTarget: revenueTargetMachine,
    dashboardSales: dashboardSalesMachine,
    overdueTasks: tasksMachine,
  },
  actions: {
    notifyError: () => {
      toast.error(CONSTRUCTOR_DASHBOARD_ERROR);
    },
  },
}).createMachine({
  id: 'constructorDashboardPage',
  context: ({ input }) => ({ ...input, dashboard: null, error: null }),
  invoke: [
    {
      id: 'activityRecord',
      src: 'activityRecord',
      input: ({ context }) => ({ companyId: context.companyId }),
    },
    {
      id: 'revenueTarget',
      src: 'revenueTarget',
      input: ({ context }) => ({ companyId: context.companyId }),
    },
    // Collected vs due and the sales funnel load on their own: a slow funnel never holds the figures above.
    {
      id: 'dashboardSales',
      src: 'dashboardSales',
      input: ({ context }) => ({ companyId: context.companyId }),
    },
    // The company's overdue follow-up tasks (issue 29), a list of its own that loads beside the figures.
    {
      id: 'overdueTasks',
      src: 'overdueTasks',
      input: ({ context }) => ({
        companyId: context.companyId,
        access: context.access,
        scope: 'overdue' as const,
      }),
    },
  ],
  on: {
    'access.changed': {
      actions: [
        assign({ access: ({ event }) => event.access }),
        sendTo('overdueTasks', ({ event }) => event),
      ],
    },
    // The new entry is in the feed and the new target in the chart only once the server counts them again. Only the
    // child state is entered again: re-entering the root would restart both flows and lose the form's reset key.
    'activity.recorded': '.loading',
    'revenueTarget.saved': '.loading',
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadConstructorDashboard',
        src: 'loadConstructorDashboard',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: {
          target: 'ready',
          actions: assign({ dashboard: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: [assign({ error: CONSTRUCTOR_DASHBOARD_ERROR }), 'notifyError'],
        },
      },
    },
    ready: { on: { 'dashboard.reload': 'loading' } },
    failed: { on: { 'dashboard.reload': 'loading' } },
  },
});
