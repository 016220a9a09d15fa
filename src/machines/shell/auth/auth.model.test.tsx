import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { AuthState } from '#api/auth-service';
import { healthMachine } from '#machines/shell/health/health.machine';
import { AppActorsProvider } from '#ui/app-actors';
import { LandingScreen } from '#ui/screens/landing-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { initAuth, redirectToLogin, signOut } from './auth.actors';
import { authMachine, type AuthEvent } from './auth.machine';
import type { UserProfile } from '#domain/user';
import { sessionMachine } from '#machines/shell/session/session.machine';

// The session's own behaviour is tested on its own; here it only has to exist while authenticated.
const pendingSession = sessionMachine.provide({
  actors: { loadProfile: fromPromise<UserProfile>(() => new Promise(() => {})) },
});

const olga: AuthState = {
  authenticated: true,
  user: { sub: 'auth0|inbest-owner', name: 'Olga Restrepo', email: 'owner@inbest.test', picture: null },
  permissions: [],
  completed: null,
};

// 'auth.retry' has no control on the landing page.
const events: AuthEvent[] = [
  { type: 'auth.login', returnTo: '/dashboard' },
  { type: 'auth.logout' },
  done('initAuth', olga),
  done('initAuth', { authenticated: false, user: null, permissions: [], completed: null }),
  failed('initAuth', { error: 'login_required' }),
  failed('redirectToLogin', { error: 'timeout' }),
  failed('signOut'),
];

// The emitted 'navigate' events narrow the machine type beyond what TestModel accepts; its behaviour is unchanged.
const model = new TestModel(authMachine as unknown as AnyStateMachine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(authMachine, {
    input: { url: 'http://localhost:3000/' },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const loginButton = () => screen.getByRole('button', { name: /Iniciar Sesión|Cargando\.\.\./ });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the landing header follows the auth machine', async () => {
    const user = userEvent.setup();
    const init = controlled<typeof initAuth>();
    const login = controlled<typeof redirectToLogin>();
    const logout = controlled<typeof signOut>();
    const auth = createActor(
      authMachine.provide({
        actors: {
          initAuth: init.actor,
          redirectToLogin: login.actor,
          signOut: logout.actor,
          session: pendingSession,
        },
      }),
      { input: { url: 'http://localhost:3000/' } }
    ).start();
    const health = createActor(
      healthMachine.provide({ actors: { checkBackend: fromPromise(() => new Promise<boolean>(() => {})) } })
    ).start();
    render(
      <AppActorsProvider value={{ auth, health }}>
        <LandingScreen />
      </AppActorsProvider>
    );

    await path.test({
      events: {
        'auth.login': () => user.click(screen.getByRole('button', { name: 'Iniciar Sesión' })),
        'auth.logout': () => user.click(screen.getByRole('button', { name: 'Cerrar Sesión' })),
        ...settle({ initAuth: init, redirectToLogin: login, signOut: logout }),
      },
      states: {
        initializing: () => {
          expect(loginButton()).toHaveTextContent('Cargando...');
        },
        redirecting: () => {
          expect(loginButton()).toHaveTextContent('Cargando...');
        },
        signingOut: () => {
          expect(loginButton()).toBeDisabled();
        },
        anonymous: () => {
          expect(loginButton()).toHaveTextContent('Iniciar Sesión');
          expect(loginButton()).toBeEnabled();
          expect(screen.getByRole('link', { name: 'Acerca de In-Best' })).toBeInTheDocument();
        },
        failed: () => {
          expect(loginButton()).toBeEnabled();
        },
        authenticated: () => {
          expect(screen.getByText('Olga Restrepo')).toBeInTheDocument();
          expect(screen.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/dashboard');
          expect(screen.queryByRole('button', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
        },
      },
    });
    auth.stop();
    health.stop();
  });
});

it('covers every state of the auth chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['initializing', 'anonymous', 'redirecting', 'authenticated', 'signingOut', 'failed']) {
    expect(reached).toContain(JSON.stringify(s));
  }
});
