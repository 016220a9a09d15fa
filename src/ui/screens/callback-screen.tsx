import { shallowEqual, useSelector } from '@xstate/react';
import { selectAuthView } from '#machines/shell/auth/auth.select';
import { useAuthRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Spinner } from '#ui/components/spinner';
import { fullPage, standalonePanel } from '#ui/shell/shell.styles';

/**
 * Spec §2 /callback: 'Procesando autenticación...' while the auth machine finishes the sign-in; the machine then
 * navigates to the remembered page (or where a new account starts), or to /login with the error (spec §4).
 */
export function CallbackScreen() {
  const auth = useSelector(useAuthRef(), selectAuthView, shallowEqual);
  return (
    <div className={fullPage}>
      {auth.error ? (
        <div className={standalonePanel}>
          <Alert tone="error" title="Error de Autenticación">
            {auth.error.message}
          </Alert>
        </div>
      ) : (
        <Spinner size="lg" text="Procesando autenticación..." />
      )}
    </div>
  );
}
