import type { RouteEntry } from '#ui/shell/route-entry';
import { ConstructorLeadsScreen, LeadsScreen } from './leads-screen';

/** Spec §2: the leads panel, in the portal and in the constructor workspace. */
export const LEADS_ROUTES: RouteEntry[] = [
  { path: '/leads', component: LeadsScreen },
  { path: '/constructor/leads', component: ConstructorLeadsScreen },
];
