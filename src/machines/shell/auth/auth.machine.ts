import { assign, emit, setup } from 'xstate';
import { RELOGIN_ERRORS, toAuthFailure, type AuthFailure } from '#api/auth-errors';
import { AFTER_LOGIN_PATH, type AuthState, type AuthUser } from '#api/auth-service';
import { sessionMachine } from '#machines/shell/session/session.machine';
import { initAuth, redirectToLogin, signOut } from './auth.actors';

export type AuthEvent =
  { type: 'auth.login'; returnTo: string } | { type: 'auth.logout' } | { type: 'auth.retry' };

/** Navigation requests the shell turns into `setLocation`. */
export type AuthEmitted = { type: 'navigate'; to: string; replace: boolean };

type Context = {
  url: string;
  user: AuthUser | null;
  permissions: string[];
  error: AuthFailure | null;
};

/** Spec §8: after an authentication error the user is sent on after 3 s. */
export const AUTH_ERROR_REDIRECT_MS = 3000;

/**
 * The identity-provider session: initialise (finishing a redirect sign-in), then anonymous or authenticated.
 * While authenticated it runs the session machine (profile → role → companies), so signing out stops it and
 * nothing of the old profile survives.
 */
export const authMachine = setup({
  types: {
    input: {} as { url: string },
    context: {} as Context,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
    tags: {} as 'busy',
  },
  actors: { initAuth, redirectToLogin, signOut, session: sessionMachine },
  actions: {
    recordFailure: assign({ error: (_, params: { error: unknown }) => toAuthFailure(params.error) }),
    recordUser: assign((_, params: { state: AuthState }) => ({
      user: params.state.user,
      permissions: params.state.permissions,
      error: null,
    })),
  },
  guards: {
    signedIn: (_, params: { state: AuthState }) => params.state.authenticated,
    completedLogin: (_, params: { state: AuthState }) =>
      params.state.authenticated && params.state.returnTo !== null,
    needsRelogin: ({ context }) => RELOGIN_ERRORS.has(context.error?.code ?? ''),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ url: input.url, user: null, permissions: [], error: null }),
  initial: 'initializing',
  states: {
    initializing: {
      tags: 'busy',
      invoke: {
        id: 'initAuth',
        src: 'initAuth',
        input: ({ context }) => ({ url: context.url }),
        onDone: [
          {
            guard: { type: 'completedLogin', params: ({ event }) => ({ state: event.output }) },
            target: 'authenticated',
            actions: [
              { type: 'recordUser', params: ({ event }) => ({ state: event.output }) },
              // A finished redirect sign-in continues where the guard stopped the user.
              emit(
                ({ event }) =>
                  ({
                    type: 'navigate',
                    to: event.output.returnTo ?? AFTER_LOGIN_PATH,
                    replace: true,
                  }) as const
              ),
            ],
          },
          {
            guard: { type: 'signedIn', params: ({ event }) => ({ state: event.output }) },
            target: 'authenticated',
            actions: { type: 'recordUser', params: ({ event }) => ({ state: event.output }) },
          },
          { target: 'anonymous' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    anonymous: {
      on: { 'auth.login': 'redirecting' },
    },
    redirecting: {
      tags: 'busy',
      invoke: {
        id: 'redirectToLogin',
        src: 'redirectToLogin',
        input: ({ event }) => ({ returnTo: event.type === 'auth.login' ? event.returnTo : AFTER_LOGIN_PATH }),
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    authenticated: {
      invoke: { id: 'session', src: 'session' },
      on: { 'auth.logout': 'signingOut' },
    },
    signingOut: {
      tags: 'busy',
      entry: assign({ user: null, permissions: [] }),
      invoke: { id: 'signOut', src: 'signOut', onError: 'anonymous' },
    },
    failed: {
      on: { 'auth.retry': 'initializing', 'auth.login': 'redirecting' },
      after: {
        [AUTH_ERROR_REDIRECT_MS]: [
          {
            guard: 'needsRelogin',
            target: 'anonymous',
            actions: emit({ type: 'navigate', to: '/login', replace: true }),
          },
          { target: 'anonymous', actions: emit({ type: 'navigate', to: '/', replace: true }) },
        ],
      },
    },
  },
});
