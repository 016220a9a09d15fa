import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { leadAssignMachine } from '#machines/leads/lead-assign/lead-assign.machine';
import { selectLeadAssignView } from '#machines/leads/lead-assign/lead-assign.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { Spinner } from '#ui/components/spinner';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' }),
  option: css({ display: 'flex', gap: '2', alignItems: 'center', textStyle: 'body', cursor: 'pointer' }),
  role: css({ color: 'fg.muted', textStyle: 'caption' }),
};

/** 'Asignar a': the members who may own the lead (VIEWERs are not offered) and 'Sin responsable'. */
export function LeadAssignDialog({ assignRef }: { assignRef: ActorRefFrom<typeof leadAssignMachine> }) {
  const view = useSelector(assignRef, selectLeadAssignView, shallowEqual);
  const send = assignRef.send;
  const choices = [
    ...view.members.map((m) => ({ userId: m.userId as number | null, name: m.name, role: m.role as string })),
    { userId: null, name: 'Sin responsable', role: '' },
  ];
  return (
    <Dialog
      open={view.open}
      onOpenChange={(open) => !open && send({ type: 'assign.cancel' })}
      title="Asignar a"
      description={view.contactName ? `¿Quién atiende a ${view.contactName}?` : undefined}
      footer={
        <>
          <Button variant="outline" disabled={view.saving} onClick={() => send({ type: 'assign.cancel' })}>
            Cancelar
          </Button>
          <Button
            loading={view.saving}
            disabled={!view.canConfirm}
            onClick={() => send({ type: 'assign.confirm' })}
          >
            {view.saving ? 'Asignando...' : 'Asignar'}
          </Button>
        </>
      }
    >
      {view.loading && <Spinner text="Cargando miembros..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            view.canRetry ? (
              <Button size="sm" variant="outline" onClick={() => send({ type: 'assign.retry' })}>
                Reintentar
              </Button>
            ) : undefined
          }
        >
          {view.error}
        </Alert>
      )}
      {!view.loading && !view.canRetry && (
        <fieldset className={styles.list} disabled={view.saving}>
          <legend className={css({ srOnly: true })}>Responsable</legend>
          {choices.map((choice) => (
            <label key={choice.userId ?? 'none'} className={styles.option}>
              <input
                type="radio"
                name="assignee"
                checked={view.selected === choice.userId}
                onChange={() => send({ type: 'assign.select', userId: choice.userId })}
              />
              {choice.name}
              {choice.role && <span className={styles.role}>{choice.role}</span>}
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
