import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AuthState } from '#api/auth-service';
import { AUTH_ERROR_REDIRECT_MS, authMachine, type AuthEmitted } from './auth.machine';
import { selectAuthView } from './auth.select';
import type { UserProfile } from '#domain/user';
import { sessionMachine } from '#machines/session/session.machine';

// The session's own behaviour is tested on its own; here it only has to exist while authenticated.
const pendingSession = sessionMachine.provide({
  actors: { loadProfile: fromPromise<UserProfile>(() => new Promise(() => {})) },
});

const signedIn: AuthState = {
  authenticated: true,
  user: { sub: 'auth0|inbest-owner', name: 'Olga Restrepo', email: 'owner@inbest.test', picture: null },
  permissions: ['read:companies', 'create:companies'],
  returnTo: null,
};
const anonymous: AuthState = { authenticated: false, user: null, permissions: [], returnTo: null };

function start(init: () => Promise<AuthState>) {
  const clock = new SimulatedClock();
  const calls = { login: [] as string[], logout: 0 };
  const actor = createActor(
    authMachine.provide({
      actors: {
        initAuth: fromPromise(init),
        redirectToLogin: fromPromise<void, { returnTo: string }>(async ({ input }) => {
          calls.login.push(input.returnTo);
          await new Promise(() => {});
        }),
        signOut: fromPromise(async () => {
          calls.logout += 1;
          await new Promise(() => {});
        }),
        session: pendingSession,
      },
    }),
    { input: { url: 'http://localhost:3000/' }, clock }
  );
  const navigations: AuthEmitted[] = [];
  actor.on('navigate', (e) => navigations.push(e));
  actor.start();
  return { actor, clock, calls, navigations };
}

const until = async (actor: ReturnType<typeof start>['actor'], state: string) => {
  for (let i = 0; i < 100 && !actor.getSnapshot().matches(state as never); i += 1) {
    await new Promise((r) => setTimeout(r, 1));
  }
  expect(actor.getSnapshot().value).toBe(state);
};

describe('auth machine', () => {
  it('is anonymous when nobody is signed in, and sends the login with the page to return to', async () => {
    const { actor, calls } = start(async () => anonymous);
    expect(selectAuthView(actor.getSnapshot()).status).toBe('initializing');
    await until(actor, 'anonymous');
    actor.send({ type: 'auth.login', returnTo: '/profile' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(selectAuthView(actor.getSnapshot()).busy).toBe(true);
    await Promise.resolve();
    expect(calls.login).toEqual(['/profile']);
  });

  it('starts the session while authenticated, without navigating when no sign-in was completed', async () => {
    const { actor, navigations } = start(async () => signedIn);
    await until(actor, 'authenticated');
    const view = selectAuthView(actor.getSnapshot());
    expect(view.user?.email).toBe('owner@inbest.test');
    expect(actor.getSnapshot().children.session).toBeDefined();
    expect(navigations).toEqual([]);
  });

  it('continues to the remembered page after completing a redirect sign-in', async () => {
    const { actor, navigations } = start(async () => ({ ...signedIn, returnTo: '/profile' }));
    await until(actor, 'authenticated');
    expect(navigations).toEqual([{ type: 'navigate', to: '/profile', replace: true }]);
  });

  it('keeps the token permissions the permissions policy decides platform rights from', async () => {
    const { actor } = start(async () => ({ ...signedIn, permissions: ['read:all_companies'] }));
    await until(actor, 'authenticated');
    expect(actor.getSnapshot().context.permissions).toEqual(['read:all_companies']);
  });

  it('signs out: forgets the user and stops the session', async () => {
    const { actor, calls } = start(async () => signedIn);
    await until(actor, 'authenticated');
    actor.send({ type: 'auth.logout' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signingOut');
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.children.session).toBeUndefined();
    await Promise.resolve();
    expect(calls.logout).toBe(1);
  });

  it('sends an expired session to /login after 3 s with the spec message', async () => {
    const { actor, clock, navigations } = start(async () => {
      throw Object.assign(new Error('x'), { error: 'login_required' });
    });
    await until(actor, 'failed');
    expect(selectAuthView(actor.getSnapshot()).error?.message).toBe(
      'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.'
    );
    clock.increment(AUTH_ERROR_REDIRECT_MS - 1);
    expect(navigations).toEqual([]);
    clock.increment(1);
    expect(navigations).toEqual([{ type: 'navigate', to: '/login', replace: true }]);
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('sends other sign-in errors (a cancelled login) back to the site root', async () => {
    const { actor, clock, navigations } = start(async () => {
      throw Object.assign(new Error('x'), {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    });
    await until(actor, 'failed');
    expect(selectAuthView(actor.getSnapshot()).error?.message).toBe(
      'Error de autenticación: End-User aborted interaction'
    );
    clock.increment(AUTH_ERROR_REDIRECT_MS);
    expect(navigations).toEqual([{ type: 'navigate', to: '/', replace: true }]);
  });
});
