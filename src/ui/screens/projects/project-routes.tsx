import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

/** Shared with the admin area, which shows the same project pages under /admin/projects. */
export const ProjectDetailScreen = lazyScreen(() =>
  import('./project-detail-screen').then((m) => m.ProjectDetailScreen)
);
/** Shared with the admin area, like {@link ProjectDetailScreen}. */
export const ProjectEditScreen = lazyScreen(() =>
  import('./project-form-screen').then((m) => m.ProjectEditScreen)
);
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
