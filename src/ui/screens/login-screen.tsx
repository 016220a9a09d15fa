import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css } from '#styled-system/css';
import { selectAuthView } from '#machines/shell/auth/auth.select';
import { useAuthRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';
import type { LoginState } from '#ui/shell/guarded-route';
import { fullPage, standalonePanel } from '#ui/shell/shell.styles';

/** The state /login was opened with (the guard's, or the login link's); /register receives it too. */
export const readLoginState = (): LoginState | null => {
  const state = window.history.state as Partial<LoginState> | null;
  return state && typeof state.from === 'string'
    ? { from: state.from, userType: state.userType === 'investor' ? 'investor' : 'constructor' }
    : null;
};

const inlineLink = css({ color: 'fg.link', fontWeight: 'semibold', textDecoration: 'underline' });

/**
 * Spec §2 /login: one button to the identity provider, returning to the page the guard stopped, and a link to
 * /register. Every provider error is shown here; a timeout adds 'Reintentar', which reloads the page.
 */
export function LoginScreen() {
  const authRef = useAuthRef();
  const auth = useSelector(authRef, selectAuthView, shallowEqual);
  const state = readLoginState();
  if (auth.signingIn) {
    return (
      <div className={fullPage}>
        <Spinner size="lg" text="Iniciando sesión..." />
      </div>
    );
  }
  const title = state?.userType === 'constructor' ? 'Portal Constructor' : 'Iniciar Sesión';
  return (
    <div className={fullPage}>
      <section className={standalonePanel} aria-labelledby="login-title">
        <h1 id="login-title" className={css({ textStyle: 'heading.page' })}>
          {title}
        </h1>
        <p className={css({ color: 'fg.muted' })}>Ingresa con tu cuenta de In-Best para continuar.</p>
        {auth.error && (
          <Alert
            tone="error"
            title="Error de Autenticación"
            action={
              auth.canReload ? (
                <Button variant="outline" size="sm" onClick={() => authRef.send({ type: 'auth.reload' })}>
                  Reintentar
                </Button>
              ) : undefined
            }
          >
            {auth.error.message}
          </Alert>
        )}
        <Button
          size="lg"
          loading={auth.busy}
          onClick={() =>
            authRef.send({
              type: 'auth.login',
              returnTo: state?.from ?? '/dashboard',
              userType: state?.userType ?? 'constructor',
            })
          }
        >
          Iniciar Sesión
        </Button>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          ¿No tienes cuenta?{' '}
          <Link href="/register" state={state} className={inlineLink}>
            Crear cuenta
          </Link>
        </p>
      </section>
    </div>
  );
}
