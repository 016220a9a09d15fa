import { createActor, fromPromise } from 'xstate';
import type { Member, MemberInvite } from '#domain/member';
import type { CompanyRole } from '#domain/roles';
import { httpError, invitedViewer, mateoMember, olgaOwner } from '#machines/company-detail/company.fixtures';
import { membersMachine } from './members.machine';
import { selectMembersView } from './members.select';

type Pending<T> = { resolve(v: T): void; reject(e: unknown): void };

function start() {
  const loads: Pending<Member[]>[] = [];
  const invites: (Pending<Member> & { input: { companyId: number; invite: MemberInvite } })[] = [];
  const roles: (Pending<Member> & { input: { memberId: number; role: CompanyRole } })[] = [];
  const removals: (Pending<void> & { input: { memberId: number } })[] = [];
  const notices: string[] = [];
  const actor = createActor(
    membersMachine.provide({
      actors: {
        loadMembers: fromPromise<Member[], { companyId: number }>(
          () => new Promise((resolve, reject) => loads.push({ resolve, reject }))
        ),
        inviteMember: fromPromise<Member, { companyId: number; invite: MemberInvite }>(
          ({ input }) => new Promise((resolve, reject) => invites.push({ input, resolve, reject }))
        ),
        changeMemberRole: fromPromise<Member, { companyId: number; memberId: number; role: CompanyRole }>(
          ({ input }) => new Promise((resolve, reject) => roles.push({ input, resolve, reject }))
        ),
        removeMember: fromPromise<void, { companyId: number; memberId: number }>(
          ({ input }) => new Promise((resolve, reject) => removals.push({ input, resolve, reject }))
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
    notices,
    invited: () => actor.getSnapshot().context.invitedCount,
    view: () => selectMembersView(actor.getSnapshot()),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

async function ready() {
  const t = start();
  t.loads[0]!.resolve([olgaOwner, mateoMember]);
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
    t.loads[1]!.resolve([olgaOwner]);
    await flush();
    expect(t.view()).toMatchObject({ loadError: null, members: [olgaOwner], canAct: true });
  });

  it('invites by email with a role, adds the member and lets the form clear', async () => {
    const t = await ready();
    t.actor.send({ type: 'member.invite', invite: { email: 'nuevo@inbest.test', role: 'VIEWER' } });
    expect(t.view()).toMatchObject({ inviting: true, canAct: false });
    expect(t.invites[0]!.input).toEqual({
      companyId: 1,
      invite: { email: 'nuevo@inbest.test', role: 'VIEWER' },
    });
    t.invites[0]!.resolve(invitedViewer);
    await flush();
    expect(t.view().members).toEqual([olgaOwner, mateoMember, invitedViewer]);
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
});
