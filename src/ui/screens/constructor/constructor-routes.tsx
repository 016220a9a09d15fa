import { Redirect } from 'wouter';
import type { RouteEntry } from '#ui/shell/route-entry';
import { ConstructorDashboardScreen } from './constructor-dashboard-screen';
import { ConstructorMetricsScreen } from './constructor-metrics-screen';
import { ConstructorStatsScreen } from './constructor-stats-screen';

/** `/constructor` opens the workspace on its dashboard. */
function ConstructorHome() {
  return <Redirect to="/constructor/dashboard" replace />;
}

/** Spec §2 "Portal shell, constructor variant": the constructor workspace's routes. */
export const CONSTRUCTOR_ROUTES: RouteEntry[] = [
  { path: '/constructor', component: ConstructorHome },
  { path: '/constructor/dashboard', component: ConstructorDashboardScreen },
  { path: '/constructor/projects/metrics', component: ConstructorMetricsScreen },
  { path: '/constructor/projects/stats', component: ConstructorStatsScreen },
];
