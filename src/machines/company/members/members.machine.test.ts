import { createActor, fromPromise } from 'xstate';
import type { CompanyInvitation } from '#domain/invitation';
import type { Member, MemberInvite } from '#domain/member';
import type { CompanyRole } from '#domain/roles';
import {
  httpError,
  invitedViewer,
  mateoMember,
  olgaOwner,
} from '#machines/shared/company-detail/company.fixtures';
import type { MembersAndInvitations } from './members.actors';
import { membersMachine } from './members.machine';
import { selectMembersView } from './members.select';

type Pending<T> = { resolve(v: T): void; reject(e: unknown): void };

function start() {
  const loads: Pending<MembersAndInvitations>[] = [];
  const invites: (Pending<CompanyInvitation> & { input: { companyId: number; invite: MemberInvite } })[] = [];
  const roles: (Pending<Member> & { input: { memberId: number; role: CompanyRole } })[] = [];
  const removals: (Pending<void> & { input: { memberId: number } })[] = [];
  const cancels: (Pending<void> & { input: { companyId: number; invitationId: number } })[] = [];
  const notices: string[] = [];
  const actor = createActor(
    membersMachine.provide({
      actors: {
        loadMembers: fromPromise<MembersAndInvitations, { companyId: number }>(
          () => new Promise((resolve, reject) => loads.push({ resolve, reject }))
        ),
        inviteMember: fromPromise<CompanyInvitation, { companyId: number; invite: MemberInvite }>(
          ({ input }) => new Promise((resolve, reject) => invites.push({ input, resolve, reject }))
        ),
        changeMemberRole: fromPromise<Member, { companyId: number; memberId: number; role: CompanyRole }>(
          ({ input }) => new Promise((resolve, reject) => roles.push({ input, resolve, reject }))
        ),
        removeMember: fromPromise<void, { companyId: number; memberId: number }>(
          ({ input }) => new Promise((resolve, reject) => removals.push({ input, resolve, reject }))
        ),
        cancelInvitation: fromPromise<void, { companyId: number; invitationId: number }>(
          ({ input }) => new Promise((resolve, reject) => cancels.push({ input, resolve, reject }))
        ),
      },
      actions: { notify: (_, params) => void notices.push(params.message) },
    }),
    { input: { companyId: 1 } }
  );
  actor.start();
  return {
    actor,
    loads,
    invites,
    roles,
    removals,
    cancels,
    notices,
    invited: () => actor.getSnapshot().context.invitedCount,
    view: () => selectMembersView(actor.getSnapshot()),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

async function ready() {
  const t = start();
  t.loads[0]!.resolve({ members: [olgaOwner, mateoMember], invitations: [] });
  await flush();
  return t;
}

describe('members machine', () => {
  it('loads the members, and offers a retry when that fails', async () => {
    const t = start();
    expect(t.view().loading).toBe(true);
    t.loads[0]!.reject(new Error('500'));
    await flush();
    expect(t.view().loadError).toBe('Error al cargar los miembros de la empresa');
    t.actor.send({ type: 'members.reload' });
    t.loads[1]!.resolve({ members: [olgaOwner], invitations: [invitedViewer] });
    await flush();
    expect(t.view()).toMatchObject({
      loadError: null,
      members: [olgaOwner],
      invitations: [invitedViewer],
      canAct: true,
    });
  });

  it('invites by email with a role, lists the invitation apart from the members and lets the form clear', async () => {
    const t = await ready();
    t.actor.send({ type: 'member.invite', invite: { email: 'nuevo@inbest.test', role: 'VIEWER' } });
    expect(t.view()).toMatchObject({ inviting: true, canAct: false });
    expect(t.invites[0]!.input).toEqual({
      companyId: 1,
      invite: { email: 'nuevo@inbest.test', role: 'VIEWER' },
    });
    t.invites[0]!.resolve(invitedViewer);
    await flush();
    expect(t.view().members).toEqual([olgaOwner, mateoMember]);
    expect(t.view().invitations).toEqual([invitedViewer]);
    expect(t.notices).toEqual(['Invitación enviada a nuevo@inbest.test']);
    expect(t.invited()).toBe(1);
  });

  it('shows why an invitation was refused', async () => {
    const t = await ready();
    t.actor.send({ type: 'member.invite', invite: { email: 'member@inbest.test', role: 'VIEWER' } });
    t.invites[0]!.reject(httpError(409, 'Esta persona ya es miembro de la empresa.'));
    await flush();
    expect(t.view()).toMatchObject({
      actionError: 'Esta persona ya es miembro de la empresa.',
      canAct: true,
    });
    expect(t.invited()).toBe(0);
  });

  it('changes a role and replaces the member in the list', async () => {
    const t = await ready();
    t.actor.send({ type: 'member.changeRole', memberId: 2, role: 'ADMIN' });
    expect(t.view().busyMemberId).toBe(2);
    t.roles[0]!.resolve({ ...mateoMember, role: 'ADMIN' });
    await flush();
    expect(t.view().members[1]!.role).toBe('ADMIN');
    expect(t.notices).toEqual(['Rol de Mateo Cárdenas cambiado a Administrador']);
  });

  it('shows the last-owner refusal of a role change', async () => {
    const t = await ready();
    t.actor.send({ type: 'member.changeRole', memberId: 1, role: 'ADMIN' });
    t.roles[0]!.reject(httpError(409, 'La empresa debe conservar al menos un propietario.'));
    await flush();
    expect(t.view()).toMatchObject({
      actionError: 'La empresa debe conservar al menos un propietario.',
      busyMemberId: null,
    });
    expect(t.view().members[0]!.role).toBe('OWNER');
  });

  it('asks before removing; cancel keeps the member, confirm removes them', async () => {
    const t = await ready();
    t.actor.send({ type: 'member.remove', memberId: 2 });
    expect(t.view().removal).toEqual(mateoMember);
    t.actor.send({ type: 'member.removeCancel' });
    expect(t.view().removal).toBeNull();
    t.actor.send({ type: 'member.remove', memberId: 2 });
    t.actor.send({ type: 'member.removeConfirm' });
    expect(t.view()).toMatchObject({ removing: true });
    expect(t.removals[0]!.input).toEqual({ companyId: 1, memberId: 2 });
    t.removals[0]!.resolve();
    await flush();
    expect(t.view().members).toEqual([olgaOwner]);
    expect(t.notices).toEqual(['Mateo Cárdenas ya no es miembro de la empresa']);
  });

  it('cancels a pending invitation and drops it from the list; a refusal keeps it', async () => {
    const t = start();
    t.loads[0]!.resolve({ members: [olgaOwner], invitations: [invitedViewer] });
    await flush();
    t.actor.send({ type: 'invitation.cancel', invitationId: invitedViewer.id });
    expect(t.view()).toMatchObject({ cancellingInvitationId: invitedViewer.id, canAct: false });
    expect(t.cancels[0]!.input).toEqual({ companyId: 1, invitationId: invitedViewer.id });
    t.cancels[0]!.reject(
      httpError(403, 'Solo un propietario puede asignar, cambiar o quitar el rol de propietario.')
    );
    await flush();
    expect(t.view()).toMatchObject({
      invitations: [invitedViewer],
      cancellingInvitationId: null,
      actionError: 'Solo un propietario puede asignar, cambiar o quitar el rol de propietario.',
    });
    t.actor.send({ type: 'invitation.cancel', invitationId: invitedViewer.id });
    t.cancels[1]!.resolve();
    await flush();
    expect(t.view()).toMatchObject({ invitations: [], actionError: null, canAct: true });
    expect(t.notices).toEqual(['Invitación a nuevo@inbest.test cancelada']);
  });
});
