import type { SnapshotFrom } from 'xstate';
import { ACTIVITY_LOOKS, CONSTRUCTION_STAGE_LABELS } from '#domain/construction';
import { can } from '#domain/permissions';
import type { constructorDashboardPageMachine } from './constructor-dashboard-page.machine';

/**
 * What /constructor/dashboard shows: the server's figures with their Spanish labels, the two flows' actors, and
 * the rights the policy gives in the company (record an activity, edit the revenue target).
 */
export const selectConstructorDashboardPageView = (
  s: SnapshotFrom<typeof constructorDashboardPageMachine>
) => {
  const { dashboard, access, companyId } = s.context;
  const failed = s.matches('failed');
  return {
    loading: s.hasTag('loading') && dashboard === null,
    refreshing: s.hasTag('loading'),
    error: failed ? s.context.error : null,
    dashboard: failed ? null : dashboard,
    stages: (dashboard?.construction.by_stage ?? []).map((row) => ({
      ...row,
      label: CONSTRUCTION_STAGE_LABELS[row.stage],
    })),
    activities: (dashboard?.recent_activity ?? []).map((activity) => ({
      ...activity,
      look: ACTIVITY_LOOKS[activity.type],
    })),
    /** The projects an activity may be about. */
    projectOptions: (dashboard?.construction_projects ?? []).map((p) => ({
      value: String(p.project_id),
      label: p.name,
    })),
    /** Site staff record inspections and deliveries: OWNER, ADMIN and MEMBER. */
    canRecord: can(access, 'activity.create', companyId),
    canEditTarget: can(access, 'revenueTarget.update', companyId),
    // Invoked at the root, so present for the page's whole life.
    activityRef: s.children.activityRecord!,
    targetRef: s.children.revenueTarget!,
    salesRef: s.children.dashboardSales!,
    overdueTasksRef: s.children.overdueTasks!,
  };
};
