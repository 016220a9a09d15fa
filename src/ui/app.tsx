import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { authMachine } from '#machines/shell/auth/auth.machine';
import { healthMachine } from '#machines/shell/health/health.machine';
import { AppActorsProvider, type AuthRef } from './app-actors';
import { CrashBoundary } from './shell/crash-boundary';
import { usePageViews } from './shell/page-views';
import { AppRoutes } from './routes';

// Nothing toasts before the first paint, and a toast raised before the container arrives waits in the library's
// store: the toast library stays out of every page's first download (docs/decisions/0026).
const AppToaster = lazy(() => import('#ui/components/toaster').then((m) => ({ default: m.AppToaster })));

/** Turns the auth machine's navigation requests into router moves. */
function NavigationBridge({ auth }: { auth: AuthRef }) {
  const [, setLocation] = useLocation();
  useEffect(() => {
    const sub = auth.on('navigate', (event) => setLocation(event.to, { replace: event.replace }));
    return () => sub.unsubscribe();
  }, [auth, setLocation]);
  return null;
}

function PageViews() {
  usePageViews();
  return null;
}

/** The whole web app: app-wide actors, router, toasts and the crash page. */
export function App() {
  const auth = useActorRef(authMachine, { input: { url: window.location.href } });
  const health = useActorRef(healthMachine);
  return (
    <CrashBoundary>
      <AppActorsProvider value={{ auth, health }}>
        <Router>
          <NavigationBridge auth={auth} />
          <PageViews />
          <AppRoutes />
        </Router>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </AppActorsProvider>
    </CrashBoundary>
  );
}
