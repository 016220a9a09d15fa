import { css } from '#styled-system/css';
import { ButtonLink } from '#ui/components/button';
import { fullPage, standalonePanel } from '#ui/shell/shell.styles';

/** Spec §2 /unauthorized: where the guard sends users lacking the required role. */
export function UnauthorizedScreen() {
  return (
    <div className={fullPage}>
      <section className={standalonePanel}>
        <h1 className={css({ textStyle: 'heading.page' })}>Acceso no autorizado</h1>
        <p className={css({ color: 'fg.muted' })}>No tienes los permisos necesarios para ver esta página.</p>
        <ButtonLink href="/dashboard">Ir al Dashboard</ButtonLink>
      </section>
    </div>
  );
}
