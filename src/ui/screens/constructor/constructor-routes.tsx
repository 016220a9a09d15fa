import { Redirect } from 'wouter';
import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const ConstructorDashboardScreen = lazyScreen(() =>
  import('./constructor-dashboard-screen').then((m) => m.ConstructorDashboardScreen)
);
const ConstructorProjectsScreen = lazyScreen(() =>
  import('./constructor-projects-screen').then((m) => m.ConstructorProjectsScreen)
);
const ConstructorMetricsScreen = lazyScreen(() =>
  import('./constructor-metrics-screen').then((m) => m.ConstructorMetricsScreen)
);
const ConstructorStatsScreen = lazyScreen(() =>
  import('./constructor-stats-screen').then((m) => m.ConstructorStatsScreen)
);
const ConstructorProjectCreateScreen = lazyScreen(() =>
  import('./constructor-form-screen').then((m) => m.ConstructorProjectCreateScreen)
);
const ConstructorProjectEditScreen = lazyScreen(() =>
  import('./constructor-form-screen').then((m) => m.ConstructorProjectEditScreen)
);
const AvailabilityScreen = lazyScreen(() =>
  import('./availability/availability-screen').then((m) => m.AvailabilityScreen)
);
const CompaniesManagementScreen = lazyScreen(() =>
  import('./companies/companies-management-screen').then((m) => m.CompaniesManagementScreen)
);
const CompanyManagementStatsScreen = lazyScreen(() =>
  import('./companies/company-management-stats-screen').then((m) => m.CompanyManagementStatsScreen)
);
const ManagedCompanyFormScreen = lazyScreen(() =>
  import('./companies/managed-company-form-screen').then((m) => m.ManagedCompanyFormScreen)
);
const PortalAssistantScreen = lazyScreen(() =>
  import('./assistant/portal-assistant-screen').then((m) => m.PortalAssistantScreen)
);

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
  { path: '/constructor/projects/:projectId/availability', component: AvailabilityScreen },
  { path: '/constructor/companies', component: CompaniesManagementScreen },
  { path: '/constructor/companies/stats', component: CompanyManagementStatsScreen },
  { path: '/constructor/companies/new', component: ManagedCompanyFormScreen },
  { path: '/constructor/assistant', component: PortalAssistantScreen },
];
