import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { AuthState, LoginRequest } from '#api/auth-service';
import type { UserProfile } from '#domain/user';
import { healthMachine } from '#machines/shell/health/health.machine';
import { sessionMachine } from '#machines/shell/session/session.machine';
import { AppActorsProvider } from '#ui/app-actors';
import { LoginScreen } from '#ui/screens/login-screen';
import { RegisterScreen } from '#ui/screens/register-screen';
import { authMachine } from './auth.machine';

const pendingSession = sessionMachine.provide({
  actors: { loadProfile: fromPromise<UserProfile>(() => new Promise(() => {})) },
});
const anonymous: AuthState = { authenticated: false, user: null, permissions: [], completed: null };

/** The real auth machine behind /login or /register, with the provider replaced at its edge. */
async function show(screenElement: ReactNode, init: () => Promise<AuthState>) {
  const logins: LoginRequest[] = [];
  const reloads = { count: 0 };
  const auth = createActor(
    authMachine.provide({
      actors: {
        initAuth: fromPromise(init),
        redirectToLogin: fromPromise<void, LoginRequest>(async ({ input }) => {
          logins.push(input);
          await new Promise(() => {});
        }),
        signOut: fromPromise(async () => {}),
        session: pendingSession,
      },
      actions: { reloadPage: () => void (reloads.count += 1) },
    }),
    { input: { url: 'http://localhost:3000/callback?code=x&state=y' } }
  ).start();
  const health = createActor(
    healthMachine.provide({ actors: { checkBackend: fromPromise(() => new Promise<boolean>(() => {})) } })
  ).start();
  render(<AppActorsProvider value={{ auth, health }}>{screenElement}</AppActorsProvider>);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return { auth, logins, reloads };
}

const providerError = (error: string) => Object.assign(new Error(error), { error });

afterEach(cleanup);

describe('/login after a provider error', () => {
  it('shows a timeout in Spanish with Reintentar, which reloads the page', async () => {
    const user = userEvent.setup();
    const { reloads } = await show(<LoginScreen />, async () => {
      throw providerError('timeout');
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La solicitud de autenticación ha tardado demasiado. Inténtalo nuevamente.'
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reloads.count).toBe(1);
  });

  it('shows a cancelled login in Spanish with only Iniciar Sesión, which says Iniciando sesión... on its way', async () => {
    const user = userEvent.setup();
    const { logins } = await show(<LoginScreen />, async () => {
      throw providerError('access_denied');
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Se canceló el inicio de sesión o se denegó el acceso. Inténtalo nuevamente.'
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Iniciando sesión...')).toBeInTheDocument();
    expect(logins).toEqual([{ returnTo: '/dashboard', userType: 'constructor', signUp: false }]);
  });

  it('links to /register', async () => {
    await show(<LoginScreen />, async () => anonymous);
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');
  });
});

describe('/register', () => {
  it('starts the sign-up with the chosen user type', async () => {
    const user = userEvent.setup();
    const { logins } = await show(<RegisterScreen />, async () => anonymous);
    expect(screen.getByRole('radio', { name: /^Constructora o promotora/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Inversionista/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Iniciando sesión...')).toBeInTheDocument();
    expect(logins).toEqual([{ returnTo: '/dashboard', userType: 'investor', signUp: true }]);
  });
});
