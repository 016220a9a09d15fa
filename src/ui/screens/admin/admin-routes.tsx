import { Redirect } from 'wouter';
import { ADMIN_ONLY, type RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const AdminCompaniesScreen = lazyScreen(() =>
  import('./admin-companies-screen').then((m) => m.AdminCompaniesScreen)
);
const AdminCompanyDetailScreen = lazyScreen(() =>
  import('./admin-company-detail-screen').then((m) => m.AdminCompanyDetailScreen)
);
const AdminAuditScreen = lazyScreen(() => import('./admin-audit-screen').then((m) => m.AdminAuditScreen));
const AdminProjectsScreen = lazyScreen(() =>
  import('./admin-projects-screen').then((m) => m.AdminProjectsScreen)
);

function AdminHome() {
  return <Redirect to="/admin/companies" replace />;
}

/**
 * Spec §2 platform-admin routes, each behind the guard's requireAdmin. The admin area's project pages are the
 * portal's screens and are registered with them (`ADMIN_PROJECT_ROUTES`), more specific paths first.
 */
export const ADMIN_ROUTES: RouteEntry[] = [
  { path: '/admin', component: AdminHome },
  { path: '/admin/companies', component: AdminCompaniesScreen },
  { path: '/admin/companies/:companyId', component: AdminCompanyDetailScreen },
  { path: '/admin/projects', component: AdminProjectsScreen },
  { path: '/admin/audit', component: AdminAuditScreen },
].map((route) => ({ ...route, guard: ADMIN_ONLY }));
