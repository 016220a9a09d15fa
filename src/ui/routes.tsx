import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { GuardOptions } from '#machines/guard/guard';
import { AboutScreen } from './screens/about-screen';
import { CallbackScreen } from './screens/callback-screen';
import { DashboardScreen } from './screens/dashboard/dashboard-screen';
import { LandingScreen } from './screens/landing-screen';
import { LoginScreen } from './screens/login-screen';
import { PendingSectionScreen } from './screens/pending-section-screen';
import { ProfileScreen } from './screens/profile/profile-screen';
import { UnauthorizedScreen } from './screens/unauthorized-screen';
import { GuardedRoute } from './shell/guarded-route';
import { PortalLayout } from './shell/portal-layout';

type PortalRoute = { path: string; component: ComponentType; guard?: GuardOptions };

const pending = (title: string): ComponentType =>
  function Pending() {
    return <PendingSectionScreen title={title} />;
  };

/** Routes behind the login guard, inside the portal layout (spec §2). */
const PORTAL_ROUTES: PortalRoute[] = [
  { path: '/dashboard', component: DashboardScreen },
  { path: '/profile', component: ProfileScreen },
  { path: '/projects/*?', component: pending('Proyectos') },
  { path: '/properties/*?', component: pending('Propiedades') },
  { path: '/company/*?', component: pending('Mi Empresa') },
  { path: '/companies', component: pending('Gestion de Empresas') },
  { path: '/admin/*?', component: pending('Administración de Empresas') },
  { path: '/leads', component: pending('Gestión de Leads') },
];

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingScreen} />
      <Route path="/login" component={LoginScreen} />
      <Route path="/callback" component={CallbackScreen} />
      <Route path="/about" component={AboutScreen} />
      <Route path="/unauthorized" component={UnauthorizedScreen} />
      <Route path="/chat" component={pending('Asistente de inversión')} />
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
