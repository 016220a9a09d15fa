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

// The guard decides first (docs/decisions/0039): whoever the policy refuses 'platform.read' lands on /unauthorized
// before a screen loads. The server stays the authority; a refused admin call still shows the screen's error.
const ADMIN_ONLY = { requireAdmin: true } as const;

/** Spec §2 platform-admin routes, each behind the guard's requireAdmin. */
export const ADMIN_ROUTES: RouteEntry[] = [
  { path: '/admin', component: AdminHome },
  { path: '/admin/companies', component: AdminCompaniesScreen },
  { path: '/admin/companies/:companyId', component: AdminCompanyDetailScreen },
  { path: '/admin/projects/:projectId/edit', component: AdminProjectEditScreen },
  { path: '/admin/projects/:projectId', component: AdminProjectDetailScreen },
  { path: '/admin/projects', component: AdminProjectsScreen },
  { path: '/admin/audit', component: AdminAuditScreen },
].map((route) => ({ ...route, guard: ADMIN_ONLY }));
