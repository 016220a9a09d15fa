import { STALE_RECORD_MESSAGE } from '#domain/versioned';
import { Alert } from './alert';
import { Button } from './button';

/**
 * What every edit screen shows when its save lost a race with another person's: nothing was overwritten, and
 * 'Recargar' brings the record as it is now into the form.
 */
export function StaleRecordAlert({ onReload }: { onReload: () => void }) {
  return (
    <Alert
      tone="warning"
      title={STALE_RECORD_MESSAGE}
      action={
        <Button size="sm" variant="outline" onClick={onReload}>
          Recargar
        </Button>
      }
    >
      Tus cambios no se guardaron. Recarga para ver la versión actual y vuelve a aplicarlos.
    </Alert>
  );
}
