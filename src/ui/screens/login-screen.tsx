import { shallowEqual, useSelector } from '@xstate/react';
import { css } from '#styled-system/css';
import { selectAuthView } from '#machines/shell/auth/auth.select';
import { useAuthRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import type { LoginState } from '#ui/shell/guarded-route';
import { fullPage, standalonePanel } from '#ui/shell/shell.styles';

const readLoginState = (): LoginState | null => {
  const state = window.history.state as Partial<LoginState> | null;
  return state && typeof state.from === 'string'
    ? { from: state.from, userType: state.userType === 'investor' ? 'investor' : 'constructor' }
    : null;
};

/** Spec §2 /login: one button to the identity provider; returns to the page the guard stopped. */
export function LoginScreen() {
  const authRef = useAuthRef();
  const auth = useSelector(authRef, selectAuthView, shallowEqual);
  const state = readLoginState();
  const title = state?.userType === 'constructor' ? 'Portal Constructor' : 'Iniciar Sesión';
  return (
    <div className={fullPage}>
      <section className={standalonePanel} aria-labelledby="login-title">
        <h1 id="login-title" className={css({ textStyle: 'heading.page' })}>
          {title}
        </h1>
        <p className={css({ color: 'fg.muted' })}>Ingresa con tu cuenta de In-Best para continuar.</p>
        {auth.error && <Alert tone="error">{auth.error.message}</Alert>}
        <Button
          size="lg"
          loading={auth.busy}
          onClick={() => authRef.send({ type: 'auth.login', returnTo: state?.from ?? '/dashboard' })}
        >
          Iniciar Sesión
        </Button>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          ¿No tienes cuenta? Pide una invitación al administrador de tu empresa.
        </p>
      </section>
    </div>
  );
}
