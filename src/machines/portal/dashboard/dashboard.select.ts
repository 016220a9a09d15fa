import type { SnapshotFrom } from 'xstate';
import type { dashboardMachine } from './dashboard.machine';

export const selectDashboardView = (s: SnapshotFrom<typeof dashboardMachine>) => ({
  loading: s.hasTag('loading') && s.context.summary === null,
  refreshing: s.hasTag('loading'),
  summary: s.context.summary,
  error: s.matches('failed') ? s.context.error : null,
  canRefresh: s.can({ type: 'dashboard.refresh' }),
});
