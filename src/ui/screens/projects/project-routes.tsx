import { ProjectDetailScreen } from './project-detail-screen';
import { ProjectCreateScreen, ProjectEditScreen } from './project-form-screen';
import { ProjectsScreen } from './projects-screen';
import type { RouteEntry } from '#ui/shell/route-entry';

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
