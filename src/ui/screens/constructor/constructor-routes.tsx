import type { RouteEntry } from '#ui/shell/route-entry';
import { ConstructorProjectsScreen } from './constructor-projects-screen';

/** The constructor workspace's routes (spec §2, constructor variant). */
export const CONSTRUCTOR_ROUTES: RouteEntry[] = [
  { path: '/constructor/projects', component: ConstructorProjectsScreen },
];
