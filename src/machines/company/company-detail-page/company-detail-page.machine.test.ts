import { membersPage } from '#machines/shared/company-detail/company.fixtures';
import { createActor, fromPromise } from 'xstate';
import type { Access } from '#domain/permissions';
import { PERMISSION_MANAGE_ALL_COMPANIES, PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import type { DeleteScope } from '#machines/shared/company-delete/company-delete.actors';
import { companyDeleteMachine } from '#machines/shared/company-delete/company-delete.machine';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { andina } from '#machines/shared/company-detail/company.fixtures';
import type { MembersAndInvitations } from '#machines/company/members/members.actors';
import { membersMachine } from '#machines/company/members/members.machine';
import { companyDetailPageMachine } from './company-detail-page.machine';
import { selectCompanyDetailPageView } from './company-detail-page.select';

const ownerAccess: Access = { roles: { [andina.id]: 'OWNER' }, permissions: [] };
const viewerAccess: Access = { roles: { [andina.id]: 'VIEWER' }, permissions: [] };
const platformManager: Access = {
  roles: {},
  permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
};
const auditor: Access = { roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] };

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(access: Access) {
  const navigate = vi.fn();
  const reloadSession = vi.fn();
  const deletes: { companyId: number }[] = [];
  const actor = createActor(
    companyDetailPageMachine.provide({
      actors: {
        companyDetail: companyDetailMachine.provide({
          actors: { loadCompanyDetail: fromPromise(async () => andina) },
        }),
        companyDelete: companyDeleteMachine.provide({
          actors: {
            loadCompanyStats: fromPromise(async () => ({ project_count: 0, member_count: 1 })),
            deleteCompany: fromPromise<string, { companyId: number; name: string; scope: DeleteScope }>(
              async ({ input }) => {
                deletes.push({ companyId: input.companyId });
                return 'Empresa eliminada';
              }
            ),
          },
          actions: { notifyDeleted: () => {} },
        }),
        members: membersMachine.provide({
          actors: {
            loadMembers: fromPromise(async (): Promise<MembersAndInvitations> => membersPage([], [])),
          },
        }),
      },
      actions: { navigate, reloadSession },
    }),
    { input: { companyId: andina.id, access } }
  ).start();
  const view = () => selectCompanyDetailPageView(actor.getSnapshot());
  const dialog = () => view().deleteRef.getSnapshot();
  return { actor, navigate, reloadSession, deletes, view, dialog };
}

describe('company detail page machine', () => {
  it('an OWNER manages: the members section runs, edit and delete are offered', () => {
    const { actor, view } = start(ownerAccess);
    expect(actor.getSnapshot().value).toBe('managing');
    expect(view()).toMatchObject({ role: 'OWNER', canUpdate: true, canDelete: true });
    expect(view().membersRef).toBeDefined();
  });

  it('a VIEWER reads: no members section, no edit, no delete — even when asked', () => {
    const { actor, view, dialog } = start(viewerAccess);
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(view()).toMatchObject({
      role: 'VIEWER',
      canUpdate: false,
      canDelete: false,
      membersRef: undefined,
    });
    actor.send({ type: 'company.delete', company: { id: andina.id, name: andina.name } });
    expect(dialog().value).toBe('closed');
  });

  it('an auditor reads every company but manages none; a platform manager manages any', () => {
    expect(start(auditor).actor.getSnapshot().value).toBe('viewing');
    const manager = start(platformManager);
    expect(manager.actor.getSnapshot().value).toBe('managing');
    expect(manager.view()).toMatchObject({ role: null, canUpdate: true, canDelete: true });
  });

  it('a role change starts or stops the members section', () => {
    const { actor, view } = start(viewerAccess);
    actor.send({ type: 'access.changed', access: ownerAccess });
    expect(actor.getSnapshot().value).toBe('managing');
    expect(view().membersRef).toBeDefined();
    actor.send({ type: 'access.changed', access: viewerAccess });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(view().membersRef).toBeUndefined();
  });

  it('opens the dialog about the company; the caller’s own membership does not block it', async () => {
    const owner = start(ownerAccess);
    owner.actor.send({ type: 'company.delete', company: { id: andina.id, name: andina.name } });
    await flush();
    expect(owner.dialog().context.company).toEqual({
      id: andina.id,
      name: andina.name,
      callerIsMember: true,
    });
    expect(owner.dialog().value).toBe('confirming');

    const manager = start(platformManager);
    manager.actor.send({ type: 'company.delete', company: { id: andina.id, name: andina.name } });
    await flush();
    expect(manager.dialog().context.company?.callerIsMember).toBe(false);
  });

  it('after the deletion goes to /companies and reloads the session', async () => {
    const { actor, navigate, reloadSession, deletes, view } = start(ownerAccess);
    actor.send({ type: 'company.delete', company: { id: andina.id, name: andina.name } });
    await flush();
    view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    expect(deletes).toEqual([{ companyId: andina.id }]);
    expect(actor.getSnapshot().value).toBe('left');
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate.mock.calls[0]![1]).toEqual({ to: '/companies' });
    expect(reloadSession).toHaveBeenCalledOnce();
  });

  it('Volver on the not-found notice goes to /companies', () => {
    const { actor, navigate } = start(viewerAccess);
    actor.send({ type: 'page.back' });
    expect(navigate.mock.calls[0]![1]).toEqual({ to: '/companies' });
  });
});
