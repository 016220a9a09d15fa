import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { formatDate } from '#domain/format';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import { selectAuthView } from '#machines/shell/auth/auth.select';
import { myInvitationsMachine } from '#machines/company/my-invitations/my-invitations.machine';
import { selectSessionView } from '#machines/shell/session/session.select';
import { useAuthRef, useSessionRef } from '#ui/app-actors';
import { Badge } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { authProviderOf } from './auth-provider';
import { InvitationsCard } from './invitations-card';

const styles = {
  header: css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' }),
  picture: css({ w: '16', h: '16', borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '12rem 1fr' },
    gap: '3',
    fontSize: 'sm',
  }),
  term: css({ color: 'fg.muted', fontWeight: 'medium' }),
};

/**
 * Spec §2 /profile: the read-only profile ('Editar' toggles, but the profile has no editable fields), and below it
 * the invitations to join companies, which the user accepts or declines here.
 */
export function ProfileScreen() {
  const auth = useSelector(useAuthRef(), selectAuthView, shallowEqual);
  const session = useSelector(useSessionRef(), (s) => (s ? selectSessionView(s) : null), shallowEqual);
  const [editing, setEditing] = useState(false);
  const sessionRef = useSessionRef();
  const invitationsRef = useActorRef(
    myInvitationsMachine.provide({
      actions: { reloadSession: () => sessionRef?.send({ type: 'session.reload' }) },
    })
  );
  const profile = session?.profile;
  if (!profile) return null;
  const role = profile.role_in_company ?? session.role;
  const rows: [string, string][] = [
    ['Correo electrónico', profile.email],
    ['Estado', profile.is_active ? 'Activo' : 'Inactivo'],
    ['Fecha de registro', formatDate(profile.created_at)],
    ['ID de usuario', String(profile.id)],
    ['ID del proveedor de identidad', profile.auth0_sub ?? 'No especificado'],
    ['Última actualización', formatDate(profile.updated_at)],
    ['Rol en la empresa', COMPANY_ROLE_LABELS[role]],
    ['Empresa asociada', profile.company_name ?? 'Sin empresa'],
    ['Proveedor de autenticación', authProviderOf(profile.auth0_sub)],
  ];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={styles.header}>
        <h1 className={css({ textStyle: 'heading.page', flex: '1' })}>Mi Perfil</h1>
        <Button variant="outline" aria-pressed={editing} onClick={() => setEditing((v) => !v)}>
          {editing ? 'Cancelar' : 'Editar'}
        </Button>
      </div>
      <Card>
        <div className={styles.header}>
          {auth.user?.picture || profile.picture ? (
            <img className={styles.picture} src={(profile.picture ?? auth.user?.picture)!} alt="" />
          ) : (
            <span className={styles.picture} aria-hidden />
          )}
          <div>
            <p className={css({ textStyle: 'heading.section' })}>{profile.full_name || 'Usuario'}</p>
            <Badge tone={profile.email_verified ? 'green' : 'yellow'}>
              {profile.email_verified ? 'Verificado' : 'Pendiente de verificación'}
            </Badge>
          </div>
        </div>
        {editing && (
          <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
            Tus datos personales se administran en tu proveedor de identidad.
          </p>
        )}
        <dl className={styles.grid} style={{ marginTop: '1.5rem' }}>
          {rows.map(([term, value]) => (
            <div key={term} className={css({ display: 'contents' })}>
              <dt className={styles.term}>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <InvitationsCard invitationsRef={invitationsRef} />
    </div>
  );
}
