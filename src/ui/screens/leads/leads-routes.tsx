import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const LeadsScreen = lazyScreen(() => import('./leads-screen').then((m) => m.LeadsScreen));
const ConstructorLeadsScreen = lazyScreen(() =>
  import('./leads-screen').then((m) => m.ConstructorLeadsScreen)
);
const AgendaScreen = lazyScreen(() => import('./agenda/agenda-screen').then((m) => m.AgendaScreen));
const TasksScreen = lazyScreen(() => import('./tasks/tasks-screen').then((m) => m.TasksScreen));

/** Spec §2: the leads panel, in the portal and in the constructor workspace. */
export const LEADS_ROUTES: RouteEntry[] = [
  { path: '/leads', component: LeadsScreen },
  { path: '/constructor/leads', component: ConstructorLeadsScreen },
  // Issue 29: the visits to the sales room and the user's follow-up tasks.
  { path: '/constructor/agenda', component: AgendaScreen },
  { path: '/constructor/tasks', component: TasksScreen },
];
