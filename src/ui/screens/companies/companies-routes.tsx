import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const CompaniesScreen = lazyScreen(() => import('./companies-screen').then((m) => m.CompaniesScreen));

/** Spec §2: the user's companies. */
export const COMPANIES_ROUTES: RouteEntry[] = [{ path: '/companies', component: CompaniesScreen }];
