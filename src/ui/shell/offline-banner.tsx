import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { selectHealthView } from '#machines/shell/health/health.select';
import { useHealthRef } from '#ui/app-actors';
import { Button } from '#ui/components/button';
import { WifiOffIcon } from '#ui/components/icons';

const banner = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  px: '4',
  py: '2',
  bg: 'warning.muted',
  color: 'warning.fg',
  borderBottomWidth: '1px',
  borderColor: 'warning.border',
  fontSize: 'sm',
});

/** "hace N s/min" since the last health check, refreshed every second while shown. */
function useSinceText(timestamp: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (timestamp === null) return '';
  const seconds = Math.max(0, Math.round((now - timestamp) / 1000));
  return seconds < 60
    ? `Última verificación hace ${seconds} s`
    : `Última verificación hace ${Math.floor(seconds / 60)} min`;
}

/** Spec §2: 'Modo Offline - Backend no disponible', the time since the last check and 'Reintentar'. */
export function OfflineBanner() {
  const health = useHealthRef();
  const view = useSelector(health, selectHealthView, shallowEqual);
  const since = useSinceText(view.lastCheckedAt);
  if (!view.offline) return null;
  return (
    <div role="alert" className={banner}>
      <WifiOffIcon />
      <strong>Modo Offline - Backend no disponible</strong>
      <span>{since}</span>
      <Button
        size="sm"
        variant="outline"
        loading={view.checking}
        disabled={!view.canRetry}
        onClick={() => health.send({ type: 'health.retry' })}
      >
        Reintentar
      </Button>
    </div>
  );
}
