import { css } from '#styled-system/css';
import { Button } from '#ui/components/button';
import { WifiOffIcon } from '#ui/components/icons';
import { fullPage, standalonePanel } from '#ui/shell/shell.styles';

const statusList = css({
  textAlign: 'left',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'sm',
});

/** Spec §2 "Other screens": shown when the profile is missing and the backend is down. */
export function OfflineScreen() {
  return (
    <div className={fullPage}>
      <section className={standalonePanel} aria-labelledby="offline-title">
        <WifiOffIcon size={40} className={css({ mx: 'auto', color: 'warning.fg' })} />
        <h1 id="offline-title" className={css({ textStyle: 'heading.page' })}>
          Servidor No Disponible
        </h1>
        <p className={css({ color: 'fg.muted' })}>
          El backend no está respondiendo. Algunas funciones pueden no estar disponibles.
        </p>
        <ul className={statusList}>
          <li>✅ Autenticación: funcionando</li>
          <li>❌ Datos de usuario: no disponibles</li>
          <li>❌ Proyectos: no disponibles</li>
          <li>❌ Propiedades: no disponibles</li>
        </ul>
        <Button onClick={() => window.location.reload()}>Reintentar Conexión</Button>
      </section>
    </div>
  );
}
