import { Redirect } from 'wouter';
import { ProjectDetailScreen, ProjectEditScreen } from '#ui/screens/projects/project-routes';
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

// Spec §2: the admin area's project pages are the same screens as the portal's.
function AdminProjectDetailScreen() {
  return <ProjectDetailScreen basePath="/admin/projects" />;
}

function AdminProjectEditScreen() {
  return <ProjectEditScreen basePath="/admin/projects" />;
}

/**
 * Spec §2 platform-admin routes. The server decides admin rights (spec §6): a caller without read:all_companies
 * sees the screens' own error state, worded 'Acceso denegado.'.
 */
export const ADMIN_ROUTES: RouteEntry[] = [
  { path: '/admin', component: AdminHome },
  { path: '/admin/companies', component: AdminCompaniesScreen },
  { path: '/admin/companies/:companyId', component: AdminCompanyDetailScreen },
  { path: '/admin/projects/:projectId/edit', component: AdminProjectEditScreen },
  { path: '/admin/projects/:projectId', component: AdminProjectDetailScreen },
  { path: '/admin/projects', component: AdminProjectsScreen },
  { path: '/admin/audit', component: AdminAuditScreen },
];
