import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { companyDeleteMachine } from '#machines/shared/company-delete/company-delete.machine';
import { selectCompanyDeleteView } from '#machines/shared/company-delete/company-delete.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { ConfirmDialog } from '#ui/components/confirm-dialog';
import { Spinner } from '#ui/components/spinner';

/** Spec §2: the allowed variant's warning. */
export const DELETE_WARNING =
  'Esta acción eliminará permanentemente la empresa y todos sus datos asociados. Esta acción no se puede deshacer.';

/** Spec §2 '¿Eliminar empresa?': the counts, the blocked or allowed variant, and the server's error inside. */
export function DeleteCompanyDialog({ deleteRef }: { deleteRef: ActorRefFrom<typeof companyDeleteMachine> }) {
  const view = useSelector(deleteRef, selectCompanyDeleteView, shallowEqual);
  return (
    <ConfirmDialog
      open={view.open}
      title="¿Eliminar empresa?"
      message={
        <span>
          Empresa: <strong>{view.companyName}</strong>
        </span>
      }
      confirmText="Eliminar"
      busyText="Eliminando..."
      busy={view.deleting}
      confirmDisabled={!view.canConfirm}
      error={view.error}
      onConfirm={() => deleteRef.send({ type: 'delete.confirm' })}
      onCancel={() => deleteRef.send({ type: 'delete.cancel' })}
    >
      {view.loading && <Spinner text="Cargando datos de la empresa..." />}
      {view.blockers && (
        <ul className={css({ display: 'flex', gap: '6', textStyle: 'body' })}>
          <li>
            Proyectos: <strong>{view.blockers.projects}</strong>
          </li>
          <li>
            Miembros: <strong>{view.blockers.members}</strong>
          </li>
        </ul>
      )}
      {view.blockedMessage && (
        <Alert tone="warning" title="No se puede eliminar">
          {view.blockedMessage}
        </Alert>
      )}
      {view.blockers && !view.blocked && <p className={css({ textStyle: 'body' })}>{DELETE_WARNING}</p>}
      {view.canRetryStats && (
        <Button size="sm" variant="outline" onClick={() => deleteRef.send({ type: 'delete.retry' })}>
          Reintentar
        </Button>
      )}
    </ConfirmDialog>
  );
}
