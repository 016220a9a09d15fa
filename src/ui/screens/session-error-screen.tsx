import { css } from '#styled-system/css';
import { Button } from '#ui/components/button';
import { fullPage, standalonePanel } from '#ui/shell/shell.styles';

/** Spec §2 error screens: 'Error de Autenticación' or 'Error Cargando Perfil', with 'Reintentar' reloading. */
export function SessionErrorScreen({ title, message }: { title: string; message: string }) {
  return (
    <div className={fullPage}>
      <section className={standalonePanel} role="alert">
        <h1 className={css({ textStyle: 'heading.page' })}>{title}</h1>
        {message && <p className={css({ color: 'fg.muted' })}>{message}</p>}
        <Button onClick={() => window.location.reload()}>Reintentar</Button>
      </section>
    </div>
  );
}
