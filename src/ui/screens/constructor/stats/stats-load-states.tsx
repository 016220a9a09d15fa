import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';

/** What Métricas and Estadísticas show while the figures load or when they could not be loaded. */
export function StatsLoadStates(props: { loading: boolean; error: string | null; onRetry: () => void }) {
  if (props.loading) return <Spinner text="Cargando estadísticas..." />;
  if (!props.error) return null;
  return (
    <Alert
      tone="error"
      action={
        <Button size="sm" variant="outline" onClick={props.onRetry}>
          Reintentar
        </Button>
      }
    >
      {props.error}
    </Alert>
  );
}
