import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

export type AuthStatus =
  'initializing' | 'anonymous' | 'redirecting' | 'authenticated' | 'signingOut' | 'failed';

/** What views need of the identity-provider session. */
export const selectAuthView = (s: SnapshotFrom<typeof authMachine>) => ({
  status: (typeof s.value === 'string' ? s.value : 'initializing') as AuthStatus,
  busy: s.hasTag('busy'),
  /** On the way to the provider's login or sign-up page: 'Iniciando sesión...'. */
  signingIn: s.matches('redirecting'),
  /** A timeout's 'Reintentar' reloads the page; other errors only offer signing in again. */
  canReload: s.can({ type: 'auth.reload' }),
  canSignUp: s.can({ type: 'auth.signup', userType: 'constructor' }),
  user: s.context.user,
  error: s.context.error,
});

export type AuthView = ReturnType<typeof selectAuthView>;
