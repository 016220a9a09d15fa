import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatDate } from '#domain/format';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import type { myInvitationsMachine } from '#machines/company/my-invitations/my-invitations.machine';
import { selectMyInvitationsView } from '#machines/company/my-invitations/my-invitations.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { Spinner } from '#ui/components/spinner';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  item: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    _last: { borderBottomWidth: '0' },
  }),
  actions: css({ display: 'flex', gap: '2' }),
  meta: css({ fontSize: 'sm', color: 'fg.muted' }),
};

/**
 * 'Invitaciones pendientes' on the profile: each company that invited the user, with the role offered. Nothing
 * changes for the user until they press 'Aceptar'; 'Rechazar' discards the invitation.
 */
export function InvitationsCard({
  invitationsRef,
}: {
  invitationsRef: ActorRefFrom<typeof myInvitationsMachine>;
}) {
  const view = useSelector(invitationsRef, selectMyInvitationsView, shallowEqual);
  return (
    <Card title="Invitaciones pendientes">
      {view.loading && <Spinner text="Cargando invitaciones..." />}
      {view.loadError && (
        <Alert
          tone="error"
          action={
            <Button
              size="sm"
              variant="outline"
              onClick={() => invitationsRef.send({ type: 'invitations.reload' })}
            >
              Reintentar
            </Button>
          }
        >
          {view.loadError}
        </Alert>
      )}
      {view.actionError && <Alert tone="error">{view.actionError}</Alert>}
      {!view.loading && !view.loadError && view.invitations.length === 0 && (
        <p className={styles.meta}>No tienes invitaciones pendientes.</p>
      )}
      {view.invitations.length > 0 && (
        <ul className={styles.list} aria-label="Invitaciones pendientes">
          {view.invitations.map((invitation) => (
            <li key={invitation.id} className={styles.item} aria-label={invitation.company.name}>
              <div>
                <p className={css({ fontWeight: 'semibold' })}>{invitation.company.name}</p>
                <p className={styles.meta}>
                  Rol: {COMPANY_ROLE_LABELS[invitation.role]} · Recibida el{' '}
                  {formatDate(invitation.created_at)}
                </p>
              </div>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  loading={view.acceptingId === invitation.id}
                  disabled={!view.canAnswer}
                  aria-label={`Aceptar invitación de ${invitation.company.name}`}
                  onClick={() =>
                    invitationsRef.send({ type: 'invitation.accept', invitationId: invitation.id })
                  }
                >
                  {view.acceptingId === invitation.id ? 'Aceptando...' : 'Aceptar'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  loading={view.decliningId === invitation.id}
                  disabled={!view.canAnswer}
                  aria-label={`Rechazar invitación de ${invitation.company.name}`}
                  onClick={() =>
                    invitationsRef.send({ type: 'invitation.decline', invitationId: invitation.id })
                  }
                >
                  {view.decliningId === invitation.id ? 'Rechazando...' : 'Rechazar'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
