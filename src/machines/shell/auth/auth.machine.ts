import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { TIMEOUT_ERROR, toAuthFailure, type AuthFailure } from '#api/auth-errors';
import { AFTER_LOGIN_PATH, type AuthState, type AuthUser, type LoginRequest } from '#api/auth-service';
import type { UserType } from '#domain/user';
import { sessionMachine } from '#machines/shell/session/session.machine';
import { initAuth, redirectToLogin, signOut } from './auth.actors';

export type AuthEvent =
  | { type: 'auth.login'; returnTo: string; userType?: UserType }
  /** 'Crear cuenta' on /register: the provider's sign-up page first, then the same sign-in. */
  | { type: 'auth.signup'; userType: UserType }
  | { type: 'auth.logout' }
  | { type: 'auth.retry' }
  /** 'Reintentar' after a timeout (spec §4: timeout reloads the page). */
  | { type: 'auth.reload' };

/** Navigation requests the shell turns into `setLocation`. */
export type AuthEmitted = { type: 'navigate'; to: string; replace: boolean };

type Context = {
  url: string;
  user: AuthUser | null;
  permissions: string[];
  error: AuthFailure | null;
  /** A constructor who just signed up, waiting on /callback until their companies are known. */
  onboarding: boolean;
};

/** Where a new investor starts: the assistant that searches and analyses investments. */
export const INVESTOR_HOME_PATH = '/chat';
/** Where a new constructor without a company starts: the company form, which then goes on to the dashboard. */
export const NEW_COMPANY_PATH = '/company/new';
/** Where every identity-provider error is shown, next to the button that signs in again. */
const LOGIN_PATH = '/login';

const loginRequest = (event: AuthEvent): LoginRequest => {
  if (event.type === 'auth.signup')
    return { returnTo: AFTER_LOGIN_PATH, userType: event.userType, signUp: true };
  if (event.type === 'auth.login') {
    return { returnTo: event.returnTo, userType: event.userType ?? 'constructor', signUp: false };
  }
  return { returnTo: AFTER_LOGIN_PATH, userType: 'constructor', signUp: false };
};

const signedUpAs = (state: AuthState, userType: UserType) =>
  state.authenticated && state.completed?.signUp === true && state.completed.userType === userType;

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * The identity-provider session: initialise (finishing a redirect sign-in or sign-up), then anonymous or
 * authenticated. While authenticated it runs the session machine (profile → role → companies), so signing out
 * stops it and nothing of the old profile survives. Every provider error lands on /login with its Spanish text.
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
    navigate: emit(
      (_, params: { to: string }) => ({ type: 'navigate', to: params.to, replace: true }) as const
    ),
    reloadPage: () => window.location.reload(),
  },
  guards: {
    signedIn: (_, params: { state: AuthState }) => params.state.authenticated,
    completedLogin: (_, params: { state: AuthState }) =>
      params.state.authenticated && params.state.completed !== null,
    signedUpAsInvestor: (_, params: { state: AuthState }) => signedUpAs(params.state, 'investor'),
    signedUpAsConstructor: (_, params: { state: AuthState }) => signedUpAs(params.state, 'constructor'),
    onboardedWithoutCompany: ({ context }, params: { session: SessionSnapshot }) =>
      context.onboarding && params.session.matches('ready') && params.session.context.companies.length === 0,
    // With a company, or without a session to tell (the dashboard's guard then shows the error and its retry).
    onboardingSettled: ({ context }, params: { session: SessionSnapshot }) =>
      context.onboarding &&
      (['ready', 'failed', 'unauthorized'] as const).some((state) => params.session.matches(state)),
    timedOut: ({ context }) => context.error?.code === TIMEOUT_ERROR,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ url: input.url, user: null, permissions: [], error: null, onboarding: false }),
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
            guard: { type: 'signedUpAsInvestor', params: ({ event }) => ({ state: event.output }) },
            target: 'authenticated',
            actions: [
              { type: 'recordUser', params: ({ event }) => ({ state: event.output }) },
              { type: 'navigate', params: { to: INVESTOR_HOME_PATH } },
            ],
          },
          {
            // Where a new constructor goes depends on their companies (an invitation may have given one).
            guard: { type: 'signedUpAsConstructor', params: ({ event }) => ({ state: event.output }) },
            target: 'authenticated',
            actions: [
              { type: 'recordUser', params: ({ event }) => ({ state: event.output }) },
              assign({ onboarding: true }),
            ],
          },
          {
            guard: { type: 'completedLogin', params: ({ event }) => ({ state: event.output }) },
            target: 'authenticated',
            actions: [
              { type: 'recordUser', params: ({ event }) => ({ state: event.output }) },
              // A finished redirect sign-in continues where the guard stopped the user.
              {
                type: 'navigate',
                params: ({ event }) => ({ to: event.output.completed?.returnTo ?? AFTER_LOGIN_PATH }),
              },
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
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'navigate', params: { to: LOGIN_PATH } },
          ],
        },
      },
    },
    anonymous: {
      on: { 'auth.login': 'redirecting', 'auth.signup': 'redirecting' },
    },
    redirecting: {
      tags: 'busy',
      invoke: {
        id: 'redirectToLogin',
        src: 'redirectToLogin',
        input: ({ event }) => loginRequest(event),
        // Already on the page that started it (/login, /register or the landing page): the error shows there.
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    authenticated: {
      invoke: {
        id: 'session',
        src: 'session',
        input: ({ context }) => ({ sub: context.user?.sub ?? null }),
        // A new constructor goes on once the session knows their companies: without one, to create it.
        onSnapshot: [
          {
            guard: { type: 'onboardedWithoutCompany', params: ({ event }) => ({ session: event.snapshot }) },
            actions: [assign({ onboarding: false }), { type: 'navigate', params: { to: NEW_COMPANY_PATH } }],
          },
          {
            guard: { type: 'onboardingSettled', params: ({ event }) => ({ session: event.snapshot }) },
            actions: [assign({ onboarding: false }), { type: 'navigate', params: { to: AFTER_LOGIN_PATH } }],
          },
        ],
      },
      on: { 'auth.logout': 'signingOut' },
    },
    signingOut: {
      tags: 'busy',
      entry: assign({ user: null, permissions: [], onboarding: false }),
      invoke: { id: 'signOut', src: 'signOut', onError: 'anonymous' },
    },
    failed: {
      on: {
        'auth.retry': 'initializing',
        'auth.login': 'redirecting',
        'auth.signup': 'redirecting',
        'auth.reload': { guard: 'timedOut', actions: 'reloadPage' },
      },
    },
  },
});
