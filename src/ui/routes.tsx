import { Redirect, Route, Switch } from 'wouter';
import { ADMIN_ROUTES } from './screens/admin/admin-routes';
import { COMPANIES_ROUTES } from './screens/companies/companies-routes';
import { COMPANY_ROUTES } from './screens/company/company-routes';
import { CONSTRUCTOR_ROUTES } from './screens/constructor/constructor-routes';
import { LEADS_ROUTES } from './screens/leads/leads-routes';
import { QUOTES_ROUTES } from './screens/quotes/quotes-routes';
import { SALES_ROUTES } from './screens/sales/sales-routes';
import { PROPERTY_ROUTES } from './screens/properties/property-routes';
import { MODEL_ROUTES } from './screens/property-models/model-routes';
import {
  ADMIN_PROJECT_ROUTES,
  PROJECT_DETAIL_ROUTES,
  PROJECT_ROUTES,
} from './screens/projects/project-routes';
import { GuardedRoute } from './shell/guarded-route';
import { lazyScreen, ScreenSuspense } from './shell/lazy-screen';
import { pathMatches, type RouteEntry } from './shell/route-entry';

// Every screen, and the portal's shell, is fetched when its route first renders (docs/decisions/0026): the landing
// page and the public chat do not download the portal.
const LandingScreen = lazyScreen(() => import('./screens/landing-screen').then((m) => m.LandingScreen));
const LoginScreen = lazyScreen(() => import('./screens/login-screen').then((m) => m.LoginScreen));
const RegisterScreen = lazyScreen(() => import('./screens/register-screen').then((m) => m.RegisterScreen));
const CallbackScreen = lazyScreen(() => import('./screens/callback-screen').then((m) => m.CallbackScreen));
const AboutScreen = lazyScreen(() => import('./screens/about-screen').then((m) => m.AboutScreen));
const UnauthorizedScreen = lazyScreen(() =>
  import('./screens/unauthorized-screen').then((m) => m.UnauthorizedScreen)
);
const ChatScreen = lazyScreen(() => import('./screens/chat/chat-screen').then((m) => m.ChatScreen));
const PrivacyScreen = lazyScreen(() =>
  import('./screens/privacy/privacy-screen').then((m) => m.PrivacyScreen)
);
const PrivacyConfirmScreen = lazyScreen(() =>
  import('./screens/privacy/privacy-confirm-screen').then((m) => m.PrivacyConfirmScreen)
);
const PrivacyPolicyScreen = lazyScreen(() =>
  import('./screens/privacy/privacy-policy-screen').then((m) => m.PrivacyPolicyScreen)
);
const SavedSearchConfirmScreen = lazyScreen(() =>
  import('./screens/saved-search-link-screen').then((m) => m.SavedSearchConfirmScreen)
);
const SavedSearchUnsubscribeScreen = lazyScreen(() =>
  import('./screens/saved-search-link-screen').then((m) => m.SavedSearchUnsubscribeScreen)
);
const PortalLayout = lazyScreen(() => import('./shell/portal-layout').then((m) => m.PortalLayout));
const DashboardScreen = lazyScreen(() =>
  import('./screens/dashboard/dashboard-screen').then((m) => m.DashboardScreen)
);
const ProfileScreen = lazyScreen(() =>
  import('./screens/profile/profile-screen').then((m) => m.ProfileScreen)
);
/** Routes open to everyone, each a full page of its own (spec §2). */
const PUBLIC_ROUTES: RouteEntry[] = [
  { path: '/', component: LandingScreen },
  { path: '/login', component: LoginScreen },
  { path: '/register', component: RegisterScreen },
  { path: '/callback', component: CallbackScreen },
  { path: '/about', component: AboutScreen },
  { path: '/unauthorized', component: UnauthorizedScreen },
  { path: '/chat', component: ChatScreen },
  { path: '/privacidad', component: PrivacyScreen },
  { path: '/privacidad/confirmar', component: PrivacyConfirmScreen },
  { path: '/privacidad/empresas/:companyId', component: PrivacyPolicyScreen },
  { path: '/busquedas/confirmar', component: SavedSearchConfirmScreen },
  { path: '/busquedas/cancelar', component: SavedSearchUnsubscribeScreen },
];

/** Routes behind the login guard, inside the portal layout (spec §2). */
const PORTAL_ROUTES: RouteEntry[] = [
  { path: '/dashboard', component: DashboardScreen },
  { path: '/profile', component: ProfileScreen },
  ...PROJECT_ROUTES,
  ...PROPERTY_ROUTES,
  ...MODEL_ROUTES,
  ...PROJECT_DETAIL_ROUTES,
  ...COMPANY_ROUTES,
  ...COMPANIES_ROUTES,
  ...ADMIN_PROJECT_ROUTES,
  ...ADMIN_ROUTES,
  ...CONSTRUCTOR_ROUTES,
  ...LEADS_ROUTES,
  ...SALES_ROUTES,
  ...QUOTES_ROUTES,
];

export function AppRoutes() {
  return (
    <Switch>
      {PUBLIC_ROUTES.map(({ path, component: Screen }) => (
        <Route key={path} path={path}>
          <ScreenSuspense page>
            <Screen />
          </ScreenSuspense>
        </Route>
      ))}
      {PORTAL_ROUTES.map(({ path, component: Screen, guard }) => (
        <Route key={path} path={path}>
          <GuardedRoute options={guard}>
            <ScreenSuspense page>
              <PortalLayout>
                <ScreenSuspense>
                  <Screen />
                </ScreenSuspense>
              </PortalLayout>
            </ScreenSuspense>
          </GuardedRoute>
        </Route>
      ))}
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

/**
 * Fetches the code of the route a page is opened on (the portal's shell with a portal screen), so its first render
 * needs no spinner: the app renders once it has arrived, the page's own spinner showing meanwhile (main.tsx).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const screen = PUBLIC_ROUTES.find((r) => pathMatches(r.path, pathname));
  if (screen) return screen.component.preload?.();
  const portal = PORTAL_ROUTES.find((r) => pathMatches(r.path, pathname));
  if (portal) await Promise.all([PortalLayout.preload(), portal.component.preload?.()]);
}
