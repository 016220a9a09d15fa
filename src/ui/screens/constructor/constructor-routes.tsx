import { Redirect } from 'wouter';
import type { RouteEntry } from '#ui/shell/route-entry';
import { PortalAssistantScreen } from './assistant/portal-assistant-screen';
import { CompaniesManagementScreen } from './companies/companies-management-screen';
import { CompanyManagementStatsScreen } from './companies/company-management-stats-screen';
import { ManagedCompanyFormScreen } from './companies/managed-company-form-screen';
import { ConstructorDashboardScreen } from './constructor-dashboard-screen';
import { ConstructorProjectCreateScreen, ConstructorProjectEditScreen } from './constructor-form-screen';
import { ConstructorMetricsScreen } from './constructor-metrics-screen';
import { ConstructorProjectsScreen } from './constructor-projects-screen';
import { ConstructorStatsScreen } from './constructor-stats-screen';

/** `/constructor` opens the workspace on its dashboard. */
function ConstructorHome() {
  return <Redirect to="/constructor/dashboard" replace />;
}

/** Spec §2 constructor workspace routes; each path is literal or fully shaped, so none shadows another. */
export const CONSTRUCTOR_ROUTES: RouteEntry[] = [
  { path: '/constructor', component: ConstructorHome },
  { path: '/constructor/dashboard', component: ConstructorDashboardScreen },
  { path: '/constructor/projects', component: ConstructorProjectsScreen },
  { path: '/constructor/projects/metrics', component: ConstructorMetricsScreen },
  { path: '/constructor/projects/stats', component: ConstructorStatsScreen },
  { path: '/constructor/projects/new', component: ConstructorProjectCreateScreen },
  { path: '/constructor/projects/:projectId/edit', component: ConstructorProjectEditScreen },
  { path: '/constructor/companies', component: CompaniesManagementScreen },
  { path: '/constructor/companies/stats', component: CompanyManagementStatsScreen },
  { path: '/constructor/companies/new', component: ManagedCompanyFormScreen },
  { path: '/constructor/assistant', component: PortalAssistantScreen },
];
