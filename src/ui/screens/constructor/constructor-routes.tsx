import type { RouteEntry } from '#ui/shell/route-entry';
import { ConstructorProjectCreateScreen, ConstructorProjectEditScreen } from './constructor-form-screen';
import { ConstructorProjectsScreen } from './constructor-projects-screen';

/** Spec §2 constructor workspace routes; each path is literal or fully shaped, so none shadows another. */
export const CONSTRUCTOR_ROUTES: RouteEntry[] = [
  { path: '/constructor/projects', component: ConstructorProjectsScreen },
  { path: '/constructor/projects/new', component: ConstructorProjectCreateScreen },
  { path: '/constructor/projects/:projectId/edit', component: ConstructorProjectEditScreen },
];
