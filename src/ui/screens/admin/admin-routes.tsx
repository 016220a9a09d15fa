import { Redirect } from 'wouter';
import { ProjectDetailScreen } from '#ui/screens/projects/project-detail-screen';
import { ProjectEditScreen } from '#ui/screens/projects/project-form-screen';
import type { RouteEntry } from '#ui/shell/route-entry';
import { AdminAuditScreen } from './admin-audit-screen';
import { AdminCompaniesScreen } from './admin-companies-screen';
import { AdminCompanyDetailScreen } from './admin-company-detail-screen';
import { AdminProjectsScreen } from './admin-projects-screen';

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
