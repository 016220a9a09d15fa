import { shallowEqual, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { css } from '#styled-system/css';
import type { UserType } from '#domain/user';
import { selectAuthView } from '#machines/shell/auth/auth.select';
import { useAuthRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';
import { fullPage, standalonePanel } from '#ui/shell/shell.styles';
import { readLoginState } from './login-screen';

const USER_TYPES: { value: UserType; label: string; hint: string }[] = [
  {
    value: 'constructor',
    label: 'Constructora o promotora',
    hint: 'Registra tu empresa y gestiona proyectos y propiedades.',
  },
  { value: 'investor', label: 'Inversionista', hint: 'Busca y analiza inversiones con el asistente.' },
];

const styles = {
  choices: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    textAlign: 'left',
    border: 'none',
    p: '0',
  }),
  legend: css({ fontWeight: 'semibold', mb: '2' }),
  choice: css({
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    p: '3',
    borderWidth: '1px',
    borderColor: 'border.control',
    borderRadius: 'lg',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'bg.muted' },
  }),
  radio: css({ mt: '1', w: '4', h: '4', flexShrink: 0 }),
  hint: css({ display: 'block', fontSize: 'sm', color: 'fg.muted' }),
  link: css({ color: 'fg.link', fontWeight: 'semibold', textDecoration: 'underline' }),
};

/**
 * /register (spec §2, the link on /login): the visitor says whether they build or invest, then creates their
 * account on the identity provider's sign-up page. The user type travels with the sign-up and decides where the
 * new account lands (the auth machine).
 */
export function RegisterScreen() {
  const authRef = useAuthRef();
  const auth = useSelector(authRef, selectAuthView, shallowEqual);
  const preselected = readLoginState()?.userType ?? 'constructor';
  if (auth.signingIn) {
    return (
      <div className={fullPage}>
        <Spinner size="lg" text="Iniciando sesión..." />
      </div>
    );
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const userType =
      new FormData(e.currentTarget).get('userType') === 'investor' ? 'investor' : 'constructor';
    authRef.send({ type: 'auth.signup', userType });
  };
  return (
    <div className={fullPage}>
      <section className={standalonePanel} aria-labelledby="register-title">
        <h1 id="register-title" className={css({ textStyle: 'heading.page' })}>
          Crear cuenta
        </h1>
        {auth.status === 'authenticated' ? (
          <>
            <p>Ya tienes una sesión iniciada.</p>
            <ButtonLink href="/dashboard">Ir al panel</ButtonLink>
          </>
        ) : (
          <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {auth.error && <Alert tone="error">{auth.error.message}</Alert>}
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>¿Cómo usarás In-Best?</legend>
              {USER_TYPES.map((type) => (
                <label key={type.value} className={styles.choice}>
                  <input
                    type="radio"
                    name="userType"
                    value={type.value}
                    defaultChecked={type.value === preselected}
                    className={styles.radio}
                  />
                  <span>
                    {type.label}
                    <span className={styles.hint}>{type.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              Crearás tu cuenta con tu nombre, tu correo y una contraseña en la página segura de inicio de
              sesión.
            </p>
            <Button type="submit" size="lg" loading={auth.busy} disabled={!auth.canSignUp}>
              Crear cuenta
            </Button>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              ¿Ya tienes cuenta?{' '}
              <Link href="/login" className={styles.link}>
                Iniciar Sesión
              </Link>
            </p>
          </form>
        )}
      </section>
    </div>
  );
}
