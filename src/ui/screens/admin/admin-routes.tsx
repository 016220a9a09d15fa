import { Redirect } from 'wouter';
import type { RouteEntry } from '#ui/shell/route-entry';
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
 * Spec §2 platform-admin routes. The server decides admin rights (spec §6): a caller without read:all_companies
 * sees the screens' own error state, worded 'Acceso denegado.'. The admin area's project pages are the portal's
 * screens and are registered with them (`ADMIN_PROJECT_ROUTES`), more specific paths first.
 */
export const ADMIN_ROUTES: RouteEntry[] = [
  { path: '/admin', component: AdminHome },
  { path: '/admin/companies', component: AdminCompaniesScreen },
  { path: '/admin/companies/:companyId', component: AdminCompanyDetailScreen },
  { path: '/admin/projects', component: AdminProjectsScreen },
  { path: '/admin/audit', component: AdminAuditScreen },
];
