import { css } from '#styled-system/css';
import { Button } from '#ui/components/button';
import { fullPage, standalonePanel } from '#ui/shell/shell.styles';

/** Spec §2: the generic crash page. */
export function CrashPage() {
  return (
    <div className={fullPage}>
      <section className={standalonePanel} role="alert">
        <h1 className={css({ textStyle: 'heading.page' })}>Algo salió mal</h1>
        <p className={css({ color: 'fg.muted' })}>
          Ha ocurrido un error inesperado. Por favor, intenta recargar la página.
        </p>
        <Button onClick={() => window.location.reload()}>Recargar Página</Button>
      </section>
    </div>
  );
}
