import toast from 'react-hot-toast';
import { createActor, fromPromise } from 'xstate';
import {
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  type Access,
} from '#domain/permissions';
import type { CompanyDetail } from '#machines/shared/company-detail/company-detail.actors';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { adminNorte, olgaOwner } from '#machines/shared/company-detail/company.fixtures';
import {
  adminCompanyDetailPageMachine,
  quietCompanyDeleteMachine,
} from './admin-company-detail-page.machine';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
import { selectAdminCompanyDetailPageView } from './admin-company-detail-page.select';

const auditor: Access = { roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] };
const manager: Access = {
  roles: {},
  permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
};
const MESSAGE = `Empresa "${adminNorte.name}" eliminada exitosamente`;
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(access: Access, userId: number | null = null) {
  const actions = { navigate: vi.fn(), navigateWithNotice: vi.fn(), reloadSession: vi.fn() };
  const actor = createActor(
    adminCompanyDetailPageMachine.provide({
      actors: {
        companyDetail: companyDetailMachine.provide({
          actors: { loadCompanyDetail: fromPromise(async (): Promise<CompanyDetail> => adminNorte) },
        }),
        // The page's own dialog (quiet), with only its calls replaced.
        companyDelete: quietCompanyDeleteMachine.provide({
          actors: {
            loadCompanyStats: fromPromise(async () => ({ project_count: 0, member_count: 0 })),
            deleteCompany: fromPromise(async () => MESSAGE),
          },
        }),
      },
      actions,
    }),
    { input: { companyId: adminNorte.id, access, userId } }
  ).start();
  const view = () => selectAdminCompanyDetailPageView(actor.getSnapshot());
  return { actor, actions, view, dialog: () => view().deleteRef.getSnapshot() };
}

async function deleteNorte(t: ReturnType<typeof start>) {
  t.actor.send({ type: 'company.delete', company: adminNorte });
  await flush();
  t.view().deleteRef.send({ type: 'delete.confirm' });
  await flush();
}

describe('admin company detail page machine', () => {
  it('an auditor reads the company without Eliminar Empresa', () => {
    const { actor, view, dialog } = start(auditor);
    expect(actor.getSnapshot().value).toBe('reading');
    expect(view().canDelete).toBe(false);
    actor.send({ type: 'company.delete', company: adminNorte });
    expect(dialog().value).toBe('closed');
  });

  it('the dialog knows whether the admin is a member of the company', () => {
    const { actor, dialog } = start(manager, olgaOwner.user_id);
    actor.send({ type: 'company.delete', company: { ...adminNorte, members: [olgaOwner] } });
    expect(dialog().context.company?.callerIsMember).toBe(true);
  });

  it('a deletion returns to the list carrying the server’s notice (no toast here)', async () => {
    const t = start(manager);
    await deleteNorte(t);
    expect(t.actor.getSnapshot().value).toBe('left');
    expect(t.actions.navigateWithNotice.mock.calls.map((c) => c[1])).toEqual([
      { to: '/admin/companies', notice: MESSAGE },
    ]);
    expect(toast.success).not.toHaveBeenCalled();
    expect(t.actions.reloadSession).not.toHaveBeenCalled();
  });

  it('a deleted company of the admin’s own also reloads the session', async () => {
    const t = start({ ...manager, roles: { [adminNorte.id]: 'OWNER' } });
    await deleteNorte(t);
    expect(t.actions.reloadSession).toHaveBeenCalledOnce();
  });

  it('Volver a Empresas goes to the list', () => {
    const { actor, actions } = start(auditor);
    actor.send({ type: 'page.back' });
    expect(actions.navigate.mock.calls[0]![1]).toEqual({ to: '/admin/companies' });
  });
});
