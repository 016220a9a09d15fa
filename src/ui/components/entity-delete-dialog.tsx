import { useSelector, shallowEqual } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import { selectDeleteView, type DeleteView } from '#machines/shared/entity-delete/entity-delete.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { ConfirmDialog } from '#ui/components/confirm-dialog';
import { Dialog } from '#ui/components/dialog';

const TITLES: Record<NonNullable<DeleteView['kind']>, string> = {
  project: '¿Eliminar proyecto?',
  property: 'Eliminar Propiedad',
  model: 'Eliminar Modelo de Propiedad',
};

function confirmMessage(view: DeleteView): string {
  switch (view.kind) {
    case 'project':
      return `¿Estás seguro de que deseas eliminar el proyecto "${view.name}"? Se eliminarán también sus modelos y propiedades. Esta acción no se puede deshacer.`;
    case 'model':
      return `¿Estás seguro de que deseas eliminar el modelo "${view.name}"? Esta acción no se puede deshacer.`;
    default:
      return `¿Estás seguro de que deseas eliminar la propiedad "${view.name}"? Esta acción no se puede deshacer.`;
  }
}

/** The delete confirmation of projects, properties and models, and the blocked warning of a model in use. */
export function EntityDeleteDialog({ deleteRef }: { deleteRef: ActorRefFrom<typeof entityDeleteMachine> }) {
  const view = useSelector(deleteRef, selectDeleteView, shallowEqual);
  const cancel = () => deleteRef.send({ type: 'delete.cancel' });
  if (view.blocked) {
    return (
      <Dialog
        open
        role="alertdialog"
        title="No se puede eliminar el modelo"
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        footer={
          <Button variant="outline" onClick={cancel}>
            Entendido
          </Button>
        }
      >
        <Alert tone="warning">{view.blockedMessage}</Alert>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={view.open && view.kind !== null}
      title={view.kind ? TITLES[view.kind] : ''}
      message={confirmMessage(view)}
      type="danger"
      confirmText="Eliminar"
      busyText="Eliminando..."
      busy={view.busy}
      error={view.error}
      onConfirm={() => deleteRef.send({ type: 'delete.confirm' })}
      onCancel={cancel}
    />
  );
}
