import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '#machines/shell/auth/auth.machine';
import type { healthMachine } from '#machines/shell/health/health.machine';
import type { sessionMachine } from '#machines/shell/session/session.machine';

export type AuthRef = ActorRefFrom<typeof authMachine>;
export type HealthRef = ActorRefFrom<typeof healthMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;

type AppActors = { auth: AuthRef; health: HealthRef };

const AppActorsContext = createContext<AppActors | null>(null);

/** Makes the app-wide actors available to every screen. */
export function AppActorsProvider({ value, children }: { value: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={value}>{children}</AppActorsContext.Provider>;
}

const useAppActors = () => {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('AppActorsProvider is missing');
  return actors;
};

export const useAuthRef = () => useAppActors().auth;
export const useHealthRef = () => useAppActors().health;

/** The session actor, running only while the user is authenticated. */
export const useSessionRef = (): SessionRef | undefined =>
  useSelector(useAppActors().auth, (s) => s.children.session as SessionRef | undefined);
