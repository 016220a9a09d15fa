import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AuthState, LoginRequest } from '#api/auth-service';
import type { MyCompany } from '#domain/company';
import type { UserProfile, UserRole } from '#domain/user';
import { andina, olga } from '#machines/shell/session/session.fixtures';
import { sessionMachine } from '#machines/shell/session/session.machine';
import { authMachine, type AuthEmitted } from './auth.machine';
import { selectAuthView } from './auth.select';

// The session's own behaviour is tested on its own; here it only has to exist while authenticated.
const pendingSession = sessionMachine.provide({
  actors: { loadProfile: fromPromise<UserProfile>(() => new Promise(() => {})) },
});

const signedIn: AuthState = {
  authenticated: true,
  user: { sub: 'auth0|inbest-owner', name: 'Olga Restrepo', email: 'owner@inbest.test', picture: null },
  permissions: ['read:companies', 'create:companies'],
  completed: null,
};
const anonymous: AuthState = { authenticated: false, user: null, permissions: [], completed: null };

/** A session that loads at once, with these companies. */
const sessionWith = (companies: MyCompany[]) =>
  sessionMachine.provide({
    actors: {
      loadProfile: fromPromise<UserProfile>(async () => ({ ...olga, personal_company: null })),
      loadRole: fromPromise<UserRole>(async () => ({ role_in_company: null })),
      loadCompanies: fromPromise<MyCompany[]>(async () => companies),
    },
  });

function start(init: () => Promise<AuthState>, session = pendingSession) {
  const clock = new SimulatedClock();
  const calls = { login: [] as LoginRequest[], logout: 0, reloads: 0 };
  const actor = createActor(
    authMachine.provide({
      actors: {
        initAuth: fromPromise(init),
        redirectToLogin: fromPromise<void, LoginRequest>(async ({ input }) => {
          calls.login.push(input);
          await new Promise(() => {});
        }),
        signOut: fromPromise(async () => {
          calls.logout += 1;
          await new Promise(() => {});
        }),
        session,
      },
      actions: { reloadPage: () => void (calls.reloads += 1) },
    }),
    { input: { url: 'http://localhost:3000/' }, clock }
  );
  const navigations: AuthEmitted[] = [];
  actor.on('navigate', (e) => navigations.push(e));
  actor.start();
  return { actor, clock, calls, navigations };
}

const until = async (
  actor: { getSnapshot: ReturnType<typeof start>['actor']['getSnapshot'] },
  state: string
) => {
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
    expect(calls.login).toEqual([{ returnTo: '/profile', userType: 'constructor', signUp: false }]);
  });

  it('starts a sign-up at the provider carrying the user type', async () => {
    const { actor, calls } = start(async () => anonymous);
    await until(actor, 'anonymous');
    actor.send({ type: 'auth.signup', userType: 'investor' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    await Promise.resolve();
    expect(calls.login).toEqual([{ returnTo: '/dashboard', userType: 'investor', signUp: true }]);
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
    const { actor, navigations } = start(async () => ({
      ...signedIn,
      completed: { returnTo: '/profile', userType: 'constructor', signUp: false },
    }));
    await until(actor, 'authenticated');
    expect(navigations).toEqual([{ type: 'navigate', to: '/profile', replace: true }]);
  });

  it('takes a new investor to the chat', async () => {
    const { actor, navigations } = start(async () => ({
      ...signedIn,
      completed: { returnTo: '/dashboard', userType: 'investor', signUp: true },
    }));
    await until(actor, 'authenticated');
    expect(navigations).toEqual([{ type: 'navigate', to: '/chat', replace: true }]);
  });

  it('takes a new constructor without a company to the company form once the session has loaded', async () => {
    const { actor, navigations } = start(
      async () => ({
        ...signedIn,
        completed: { returnTo: '/dashboard', userType: 'constructor', signUp: true },
      }),
      sessionWith([])
    );
    await until(actor, 'authenticated');
    for (let i = 0; i < 100 && navigations.length === 0; i += 1) await new Promise((r) => setTimeout(r, 1));
    expect(navigations).toEqual([{ type: 'navigate', to: '/company/new', replace: true }]);
    // Later session changes (a reload after creating the company) move nobody.
    actor.getSnapshot().children.session?.send({ type: 'session.reload' });
    await new Promise((r) => setTimeout(r, 20));
    expect(navigations).toHaveLength(1);
  });

  it('takes a new constructor whose session cannot load to the dashboard, where the guard shows the error', async () => {
    const broken = sessionMachine.provide({
      actors: {
        loadProfile: fromPromise<UserProfile>(async () => {
          throw new Error('perfil');
        }),
      },
    });
    const { actor, navigations } = start(
      async () => ({
        ...signedIn,
        completed: { returnTo: '/dashboard', userType: 'constructor', signUp: true },
      }),
      broken
    );
    await until(actor, 'authenticated');
    for (let i = 0; i < 100 && navigations.length === 0; i += 1) await new Promise((r) => setTimeout(r, 1));
    expect(navigations).toEqual([{ type: 'navigate', to: '/dashboard', replace: true }]);
  });

  it('takes a new constructor who already belongs to a company (an invitation) to the dashboard', async () => {
    const { actor, navigations } = start(
      async () => ({
        ...signedIn,
        completed: { returnTo: '/dashboard', userType: 'constructor', signUp: true },
      }),
      sessionWith([andina])
    );
    await until(actor, 'authenticated');
    for (let i = 0; i < 100 && navigations.length === 0; i += 1) await new Promise((r) => setTimeout(r, 1));
    expect(navigations).toEqual([{ type: 'navigate', to: '/dashboard', replace: true }]);
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

  const failing = (error: unknown) =>
    start(async () => {
      throw error;
    });
  const providerError = (error: string, error_description?: string) =>
    Object.assign(new Error(error), { error, ...(error_description && { error_description }) });

  it.each([
    [
      'invalid_grant',
      providerError('invalid_grant'),
      'Credenciales inválidas. Por favor, verifica tu información.',
    ],
    [
      'login_required',
      providerError('login_required'),
      'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    ],
    [
      'consent_required',
      providerError('consent_required'),
      'Se requiere tu consentimiento para acceder a esta aplicación.',
    ],
    [
      'access_denied',
      providerError('access_denied', 'End-User aborted interaction'),
      'Se canceló el inicio de sesión o se denegó el acceso. Inténtalo nuevamente.',
    ],
    [
      'missing_transaction',
      providerError('missing_transaction', 'Invalid state'),
      'El inicio de sesión ya no es válido. Por favor, inicia sesión nuevamente.',
    ],
    ['an unlisted code', providerError('server_error', 'Boom'), 'Error de autenticación: Boom'],
    [
      'an unlisted code without description',
      providerError('server_error'),
      'Error de autenticación: Error desconocido',
    ],
    ['an error without a code', new Error('red caída'), 'Ha ocurrido un error de autenticación.'],
  ])(
    'sends %s straight to /login with its Spanish message, offering no reload',
    async (_, error, message) => {
      const { actor, navigations, calls } = failing(error);
      await until(actor, 'failed');
      expect(selectAuthView(actor.getSnapshot())).toMatchObject({ error: { message }, canReload: false });
      expect(navigations).toEqual([{ type: 'navigate', to: '/login', replace: true }]);
      actor.send({ type: 'auth.reload' });
      expect(calls.reloads).toBe(0);
      // The message stays on /login until the user signs in again.
      actor.send({ type: 'auth.login', returnTo: '/dashboard' });
      expect(actor.getSnapshot().value).toBe('redirecting');
    }
  );

  it('sends a timeout to /login with its message and a Reintentar that reloads the page', async () => {
    const { actor, navigations, calls } = failing(providerError('timeout'));
    await until(actor, 'failed');
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      error: {
        code: 'timeout',
        message: 'La solicitud de autenticación ha tardado demasiado. Inténtalo nuevamente.',
      },
      canReload: true,
    });
    expect(navigations).toEqual([{ type: 'navigate', to: '/login', replace: true }]);
    actor.send({ type: 'auth.reload' });
    expect(calls.reloads).toBe(1);
  });

  it('shows a failed redirect to the provider where it started, without moving the user', async () => {
    const actor = createActor(
      authMachine.provide({
        actors: {
          initAuth: fromPromise(async () => anonymous),
          redirectToLogin: fromPromise<void, LoginRequest>(async () => {
            throw providerError('timeout');
          }),
          session: pendingSession,
        },
      }),
      { input: { url: 'http://localhost:3000/login' } }
    );
    const navigations: AuthEmitted[] = [];
    actor.on('navigate', (e) => navigations.push(e));
    actor.start();
    await until(actor, 'anonymous');
    actor.send({ type: 'auth.login', returnTo: '/dashboard' });
    await until(actor, 'failed');
    expect(selectAuthView(actor.getSnapshot()).canReload).toBe(true);
    expect(navigations).toEqual([]);
  });
});
