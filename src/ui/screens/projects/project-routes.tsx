import { ADMIN_ONLY, type RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const ProjectDetailScreen = lazyScreen(() =>
  import('./project-detail-screen').then((m) => m.ProjectDetailScreen)
);
const ProjectEditScreen = lazyScreen(() => import('./project-form-screen').then((m) => m.ProjectEditScreen));
const ProjectCreateScreen = lazyScreen(() =>
  import('./project-form-screen').then((m) => m.ProjectCreateScreen)
);
const ProjectsScreen = lazyScreen(() => import('./projects-screen').then((m) => m.ProjectsScreen));

/** Spec §2 project routes (more specific paths first). */
export const PROJECT_ROUTES: RouteEntry[] = [
  { path: '/projects', component: ProjectsScreen },
  { path: '/projects/new', component: ProjectCreateScreen },
  { path: '/projects/:projectId/edit', component: ProjectEditScreen },
];

/** The project page matches last: every longer /projects/{id}/… path belongs to properties and models. */
export const PROJECT_DETAIL_ROUTES: RouteEntry[] = [
  { path: '/projects/:projectId', component: ProjectDetailScreen },
];

// Spec §2: the admin area's project pages are the same screens as the portal's.
function AdminProjectDetailScreen() {
  return <ProjectDetailScreen basePath="/admin/projects" />;
}

function AdminProjectEditScreen() {
  return <ProjectEditScreen basePath="/admin/projects" />;
}

/** The admin area's project pages; they match before /admin/projects, the admin list. */
export const ADMIN_PROJECT_ROUTES: RouteEntry[] = [
  { path: '/admin/projects/:projectId/edit', component: AdminProjectEditScreen, guard: ADMIN_ONLY },
  { path: '/admin/projects/:projectId', component: AdminProjectDetailScreen, guard: ADMIN_ONLY },
];
