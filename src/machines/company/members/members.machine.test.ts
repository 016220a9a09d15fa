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
import type { MembersQuery } from '#api/companies.api';
import { membersPage } from '#machines/shared/company-detail/company.fixtures';
import type { MembersAndInvitations } from './members.actors';
import { membersMachine } from './members.machine';
import { selectMembersView } from './members.select';

type Pending<T> = { resolve(v: T): void; reject(e: unknown): void };

function start() {
  const loads: (Pending<MembersAndInvitations> & { input: MembersQuery })[] = [];
  const invites: (Pending<CompanyInvitation> & { input: { companyId: number; invite: MemberInvite } })[] = [];
  const roles: (Pending<Member> & { input: { memberId: number; role: CompanyRole } })[] = [];
  const removals: (Pending<void> & { input: { memberId: number } })[] = [];
  const cancels: (Pending<void> & { input: { companyId: number; invitationId: number } })[] = [];
  const notices: string[] = [];
  const actor = createActor(
    membersMachine.provide({
      actors: {
        loadMembers: fromPromise<MembersAndInvitations, MembersQuery>(
          ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject }))
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
  t.loads[0]!.resolve(membersPage([olgaOwner, mateoMember], []));
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
    t.actor.send({ type: 'list.reload' });
    t.loads[1]!.resolve(membersPage([olgaOwner], [invitedViewer]));
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
    t.loads[0]!.resolve(membersPage([olgaOwner], [invitedViewer]));
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

describe('members machine, a page at a time', () => {
  it('asks for the first page owners first, searches once typing pauses and sorts, from page 1', async () => {
    vi.useFakeTimers();
    try {
      const t = start();
      expect(t.loads[0]!.input).toEqual({ companyId: 1, page: 1, limit: 20, q: '', sort: 'role' });
      t.loads[0]!.resolve({ ...membersPage([olgaOwner, mateoMember], []), total_pages: 3, total_items: 45 });
      await vi.advanceTimersByTimeAsync(0);
      t.actor.send({ type: 'page.go', page: 3 });
      expect(t.loads[1]!.input.page).toBe(3);
      t.actor.send({ type: 'search.input', term: ' MATEO ' });
      await vi.advanceTimersByTimeAsync(299);
      expect(t.loads).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.loads[2]!.input).toEqual({ companyId: 1, page: 1, limit: 20, q: 'MATEO', sort: 'role' });
      // The page-3 answer arrives after the search was asked: it is never shown.
      t.loads[1]!.resolve(membersPage([olgaOwner], []));
      t.loads[2]!.resolve(membersPage([mateoMember], []));
      await vi.advanceTimersByTimeAsync(0);
      expect(t.view()).toMatchObject({ members: [mateoMember], page: 1, search: ' MATEO ' });
      t.actor.send({ type: 'sort.change', sort: 'name' });
      expect(t.loads[3]!.input).toEqual({ companyId: 1, page: 1, limit: 20, q: 'MATEO', sort: 'name' });
      t.loads[3]!.resolve(membersPage([], []));
      await vi.advanceTimersByTimeAsync(0);
      expect(t.view().nothingFound).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the shown page again after a role change or a removal; an emptied last page falls back', async () => {
    const t = start();
    t.loads[0]!.resolve({ ...membersPage([olgaOwner, mateoMember], []), total_pages: 2, total_items: 22 });
    await flush();
    t.actor.send({ type: 'page.go', page: 2 });
    t.loads[1]!.resolve({ ...membersPage([mateoMember], []), total_pages: 2, total_items: 21 });
    await flush();
    t.actor.send({ type: 'member.changeRole', memberId: 2, role: 'ADMIN' });
    t.roles[0]!.resolve({ ...mateoMember, role: 'ADMIN' });
    await flush();
    expect(t.loads[2]!.input.page).toBe(2);
    t.loads[2]!.resolve({ ...membersPage([mateoMember], []), total_pages: 2, total_items: 21 });
    await flush();
    t.actor.send({ type: 'member.remove', memberId: 2 });
    t.actor.send({ type: 'member.removeConfirm' });
    t.removals[0]!.resolve();
    await flush();
    expect(t.loads[3]!.input.page).toBe(2);
    // Mateo was the last one of page 2: the server now has one page.
    t.loads[3]!.resolve({ members: [], invitations: [], total_pages: 1, total_items: 20 });
    await flush();
    expect(t.loads[4]!.input.page).toBe(1);
    t.loads[4]!.resolve({ ...membersPage([olgaOwner], []), total_pages: 1, total_items: 20 });
    await flush();
    expect(t.view()).toMatchObject({ page: 1, members: [olgaOwner], canAct: true });
  });
});
