import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const LeadsScreen = lazyScreen(() => import('./leads-screen').then((m) => m.LeadsScreen));
const ConstructorLeadsScreen = lazyScreen(() =>
  import('./leads-screen').then((m) => m.ConstructorLeadsScreen)
);

/** Spec §2: the leads panel, in the portal and in the constructor workspace. */
export const LEADS_ROUTES: RouteEntry[] = [
  { path: '/leads', component: LeadsScreen },
  { path: '/constructor/leads', component: ConstructorLeadsScreen },
];
