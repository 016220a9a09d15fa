import { Redirect, Route, Switch } from 'wouter';
import { AboutScreen } from './screens/about-screen';
import { CallbackScreen } from './screens/callback-screen';
import { ChatScreen } from './screens/chat/chat-screen';
import { DashboardScreen } from './screens/dashboard/dashboard-screen';
import { LandingScreen } from './screens/landing-screen';
import { LoginScreen } from './screens/login-screen';
import { ProfileScreen } from './screens/profile/profile-screen';
import { ADMIN_ROUTES } from './screens/admin/admin-routes';
import { COMPANIES_ROUTES } from './screens/companies/companies-routes';
import { COMPANY_ROUTES } from './screens/company/company-routes';
import { CONSTRUCTOR_ROUTES } from './screens/constructor/constructor-routes';
import { LEADS_ROUTES } from './screens/leads/leads-routes';
import { PROPERTY_ROUTES } from './screens/properties/property-routes';
import { MODEL_ROUTES } from './screens/property-models/model-routes';
import { PROJECT_DETAIL_ROUTES, PROJECT_ROUTES } from './screens/projects/project-routes';
import { UnauthorizedScreen } from './screens/unauthorized-screen';
import { GuardedRoute } from './shell/guarded-route';
import { PortalLayout } from './shell/portal-layout';
import type { RouteEntry } from './shell/route-entry';

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
  ...ADMIN_ROUTES,
  ...CONSTRUCTOR_ROUTES,
  ...LEADS_ROUTES,
];

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingScreen} />
      <Route path="/login" component={LoginScreen} />
      <Route path="/callback" component={CallbackScreen} />
      <Route path="/about" component={AboutScreen} />
      <Route path="/unauthorized" component={UnauthorizedScreen} />
      <Route path="/chat" component={ChatScreen} />
      {PORTAL_ROUTES.map(({ path, component: Screen, guard }) => (
        <Route key={path} path={path}>
          <GuardedRoute options={guard}>
            <PortalLayout>
              <Screen />
            </PortalLayout>
          </GuardedRoute>
        </Route>
      ))}
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
