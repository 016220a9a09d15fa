import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

export type AuthStatus =
  'initializing' | 'anonymous' | 'redirecting' | 'authenticated' | 'signingOut' | 'failed';

/** What views need of the identity-provider session. */
export const selectAuthView = (s: SnapshotFrom<typeof authMachine>) => ({
  status: (typeof s.value === 'string' ? s.value : 'initializing') as AuthStatus,
  busy: s.hasTag('busy'),
  user: s.context.user,
  error: s.context.error,
});

export type AuthView = ReturnType<typeof selectAuthView>;
