import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { authMachine } from '#machines/auth/auth.machine';
import { healthMachine } from '#machines/health/health.machine';
import { AppToaster } from '#ui/components/toaster';
import { AppActorsProvider, type AuthRef } from './app-actors';
import { CrashBoundary } from './shell/crash-boundary';
import { usePageViews } from './shell/page-views';
import { AppRoutes } from './routes';

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
        <AppToaster />
      </AppActorsProvider>
    </CrashBoundary>
  );
}
