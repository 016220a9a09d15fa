import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { z } from 'zod';
import { cx, css } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import {
  MEMBER_SORT_LABELS,
  MEMBER_SORTS,
  MemberInviteSchema,
  type MemberInvite,
  type MemberSort,
} from '#domain/member';
import { COMPANY_ROLE_LABELS, type CompanyRole } from '#domain/roles';
import type { membersMachine } from '#machines/company/members/members.machine';
import { selectMembersView } from '#machines/company/members/members.select';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { ConfirmDialog } from '#ui/components/confirm-dialog';
import { EmptyState } from '#ui/components/empty-state';
import { FormField, TextInput } from '#ui/components/form-field';
import { Pagination } from '#ui/components/pagination';
import { SearchBox } from '#ui/components/search-box';
import { SelectField } from '#ui/components/select';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';

type MembersRef = ActorRefFrom<typeof membersMachine>;

const roleItems = (roles: readonly CompanyRole[]) =>
  roles.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));

const styles = {
  invite: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '2fr 1fr auto' },
    gap: '3',
    alignItems: 'end',
    mb: '4',
  }),
  roleSelect: css({ minW: '10rem' }),
  name: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  tools: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center', mb: '4' }),
  search: css({ flex: '1 1 16rem', minW: '0' }),
  // Sized to its longest option, as the units' order beside their search box.
  sort: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
};

/** Invite by email with a role. Each instance serves one invitation: the section remounts it once sent. */
function InviteForm({
  membersRef,
  disabled,
  inviting,
  roles,
}: {
  membersRef: MembersRef;
  disabled: boolean;
  inviting: boolean;
  roles: readonly CompanyRole[];
}) {
  const { register, control, handleSubmit, formState } = useForm<
    z.input<typeof MemberInviteSchema>,
    unknown,
    MemberInvite
  >({ resolver: zodResolver(MemberInviteSchema), defaultValues: { email: '', role: 'VIEWER' } });

  return (
    <form
      className={styles.invite}
      noValidate
      aria-label="Invitar miembro"
      onSubmit={handleSubmit((invite) => membersRef.send({ type: 'member.invite', invite }))}
    >
      <FormField label="Correo electrónico" error={formState.errors.email?.message}>
        <TextInput type="email" placeholder="persona@empresa.com" {...register('email')} />
      </FormField>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <SelectField
            label="Rol"
            items={roleItems(roles)}
            value={field.value}
            onValueChange={(value) => field.onChange((value ?? 'VIEWER') as CompanyRole)}
          />
        )}
      />
      <Button type="submit" loading={inviting} disabled={disabled}>
        {inviting ? 'Invitando...' : 'Invitar'}
      </Button>
    </form>
  );
}

/**
 * The members of a company for its OWNER/ADMIN: list, invite, change a role, remove; pending invitations follow
 * the members, marked as such, until their addressee accepts or they are cancelled. Only the roles the caller may
 * assign are offered; an owner's row is read-only for whoever may not touch owners.
 */
export function MembersSection({
  membersRef,
  assignableRoles,
}: {
  membersRef: MembersRef;
  assignableRoles: readonly CompanyRole[];
}) {
  const view = useSelector(membersRef, selectMembersView, shallowEqual);
  return (
    <Card title="Miembros">
      {/* Keyed by the machine's count of sent invitations: a sent invitation starts a fresh, empty form. This keeps
          the reset in machine state (testable, no subscription) while react-hook-form keeps owning the fields; a
          failed invitation keeps what was typed. */}
      <InviteForm
        key={view.invitedCount}
        membersRef={membersRef}
        disabled={!view.canAct}
        inviting={view.inviting}
        roles={assignableRoles}
      />
      {view.actionError && <Alert tone="error">{view.actionError}</Alert>}
      <div className={styles.tools}>
        <SearchBox
          className={styles.search}
          label="Buscar miembros"
          placeholder="Buscar por nombre o correo..."
          initialValue={view.search}
          onInput={(term) => membersRef.send({ type: 'search.input', term })}
          onSearch={() => membersRef.send({ type: 'search.submit' })}
        />
        <select
          aria-label="Ordenar miembros por"
          className={styles.sort}
          value={view.sort}
          onChange={(e) => membersRef.send({ type: 'sort.change', sort: e.target.value as MemberSort })}
        >
          {MEMBER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {MEMBER_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      {view.loading && <Spinner text="Cargando miembros..." />}
      {view.nothingFound && (
        <EmptyState title="No se encontraron miembros" description="Prueba con otro nombre o correo." />
      )}
      {view.loadError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => membersRef.send({ type: 'list.reload' })}>
              Reintentar
            </Button>
          }
        >
          {view.loadError}
        </Alert>
      )}
      {!view.loading && !view.loadError && !view.nothingFound && (
        <Table aria-label="Miembros de la empresa" aria-busy={view.refreshing || undefined}>
          <TableHead>
            <TableRow>
              <TableHeader>Nombre</TableHeader>
              <TableHeader>Correo</TableHeader>
              <TableHeader>Rol</TableHeader>
              <TableHeader>Acciones</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.members.map((member) => {
              const editable = view.canAct && assignableRoles.includes(member.role);
              return (
                <TableRow key={member.id}>
                  <TableCell>
                    <span className={styles.name}>{member.full_name ?? 'Sin nombre'}</span>
                  </TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>
                    <select
                      aria-label={`Rol de ${member.email}`}
                      className={cx(input({ kind: 'line' }), styles.roleSelect)}
                      value={member.role}
                      disabled={!editable}
                      onChange={(event) =>
                        membersRef.send({
                          type: 'member.changeRole',
                          memberId: member.id,
                          role: event.target.value as CompanyRole,
                        })
                      }
                    >
                      {roleItems(editable ? assignableRoles : [member.role]).map((item) => (
                        <option key={item.value} value={item.value}>
                          {item.label}
                        </option>
                      ))}
                    </select>
                    {view.busyMemberId === member.id && <Spinner size="sm" text="Guardando..." />}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Quitar a ${member.email}`}
                      disabled={!editable}
                      onClick={() => membersRef.send({ type: 'member.remove', memberId: member.id })}
                    >
                      Quitar
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
            {view.invitations.map((invitation) => (
              <TableRow key={`invitation-${invitation.id}`}>
                <TableCell>
                  <Badge tone="yellow">Invitación pendiente</Badge>
                </TableCell>
                <TableCell>{invitation.email}</TableCell>
                <TableCell>
                  {COMPANY_ROLE_LABELS[invitation.role]}
                  {view.cancellingInvitationId === invitation.id && (
                    <Spinner size="sm" text="Cancelando..." />
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Cancelar invitación a ${invitation.email}`}
                    disabled={!view.canAct || !assignableRoles.includes(invitation.role)}
                    onClick={() =>
                      membersRef.send({ type: 'invitation.cancel', invitationId: invitation.id })
                    }
                  >
                    Cancelar invitación
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={(page) => membersRef.send({ type: 'page.go', page })}
      />
      <ConfirmDialog
        open={view.removal !== null}
        title="¿Quitar miembro?"
        message={
          view.removal
            ? `${view.removal.full_name ?? view.removal.email} dejará de tener acceso a la empresa.`
            : undefined
        }
        confirmText="Quitar"
        busyText="Quitando..."
        busy={view.removing}
        onConfirm={() => membersRef.send({ type: 'member.removeConfirm' })}
        onCancel={() => membersRef.send({ type: 'member.removeCancel' })}
      />
    </Card>
  );
}
