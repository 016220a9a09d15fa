import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const SalesScreen = lazyScreen(() => import('./sales-screen').then((m) => m.SalesScreen));

/** Issue 28: 'Ventas y cartera' in the constructor workspace. */
export const SALES_ROUTES: RouteEntry[] = [{ path: '/constructor/sales', component: SalesScreen }];
