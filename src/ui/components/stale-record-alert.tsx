import { useEffect, useRef } from 'react';
import { STALE_RECORD_MESSAGE } from '#domain/versioned';
import { Alert } from './alert';
import { Button } from './button';

/**
 * What every edit screen shows when its save lost a race with another person's: nothing was overwritten, and
 * 'Recargar' brings the record as it is now into the form.
 */
export function StaleRecordAlert({ onReload }: { onReload: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  // The save button is often at the bottom of a long form (on a phone, screens below the alert): bring it into view.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <div ref={box}>
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
    </div>
  );
}
