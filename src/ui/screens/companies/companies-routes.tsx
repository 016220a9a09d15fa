import { CompaniesScreen } from './companies-screen';
import type { RouteEntry } from '#ui/shell/route-entry';

/** Spec §2: the user's companies. */
export const COMPANIES_ROUTES: RouteEntry[] = [{ path: '/companies', component: CompaniesScreen }];
