import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { selectAuthView } from '#machines/shell/auth/auth.select';
import { decideGuard, type GuardOptions } from '#machines/shell/guard/guard';
import { selectHealthView } from '#machines/shell/health/health.select';
import { selectSessionView } from '#machines/shell/session/session.select';
import { useAuthRef, useHealthRef, useSessionRef } from '#ui/app-actors';
import { Spinner } from '#ui/components/spinner';
import { OfflineScreen } from '#ui/screens/offline-screen';
import { SessionErrorScreen } from '#ui/screens/session-error-screen';
import { fullPage } from './shell.styles';
import { useAccess } from './use-page-bindings';

/** Where /login sends the user back after signing in, and which portal they asked for (spec §2 "/login"). */
export type LoginState = { from: string; userType: 'constructor' | 'investor' };

/** Renders its children only when the guard allows; otherwise the loading, login, offline or error outcome. */
export function GuardedRoute({ options, children }: { options?: GuardOptions; children: ReactNode }) {
  const auth = useSelector(useAuthRef(), selectAuthView, shallowEqual);
  const health = useSelector(useHealthRef(), selectHealthView, shallowEqual);
  const session = useSelector(useSessionRef(), (s) => (s ? selectSessionView(s) : null), shallowEqual);
  const [location] = useLocation();
  const search = useSearch();
  const access = useAccess();
  const decision = decideGuard(auth, session, health.offline, options, access);

  switch (decision.kind) {
    case 'verifying':
    case 'loadingProfile':
      return (
        <div className={fullPage}>
          <Spinner text={decision.text} size="lg" />
        </div>
      );
    case 'login': {
      const state: LoginState = {
        from: search ? `${location}?${search}` : location,
        userType: 'constructor',
      };
      return <Redirect to="/login" state={state} replace />;
    }
    case 'offline':
      return <OfflineScreen />;
    case 'error':
      return <SessionErrorScreen title={decision.title} message={decision.message} />;
    case 'unauthorized':
      return <Redirect to="/unauthorized" replace />;
    case 'allow':
      return <>{children}</>;
  }
}
