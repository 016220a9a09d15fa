import { createActor, fromPromise } from 'xstate';
import type { AdminCompanyList } from '#domain/admin';
import {
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  type Access,
} from '#domain/permissions';
import { adminCompaniesMachine } from '#machines/admin/admin-companies/admin-companies.machine';
import { companyDeleteMachine } from '#machines/shared/company-delete/company-delete.machine';
import {
  adminAndina,
  adminNorte,
  adminPage,
  olgaOwner,
} from '#machines/shared/company-detail/company.fixtures';
import { adminCompaniesPageMachine } from './admin-companies-page.machine';
import { selectAdminCompaniesPageView } from './admin-companies-page.select';

const auditor: Access = { roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] };
const manager: Access = {
  roles: {},
  permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
};
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(access: Access, userId: number | null = null) {
  const reloadSession = vi.fn();
  let loads = 0;
  const actor = createActor(
    adminCompaniesPageMachine.provide({
      actors: {
        adminCompanies: adminCompaniesMachine.provide({
          actors: {
            loadAdminCompanies: fromPromise<AdminCompanyList, { page: number }>(async () => {
              loads += 1;
              return adminPage;
            }),
          },
        }),
        companyDelete: companyDeleteMachine.provide({
          actors: {
            loadCompanyStats: fromPromise(async () => ({ project_count: 0, member_count: 0 })),
            deleteCompany: fromPromise(async () => 'Empresa eliminada'),
          },
          actions: { notifyDeleted: () => {} },
        }),
      },
      actions: { reloadSession },
    }),
    { input: { access, userId, notice: 'Empresa "X" eliminada exitosamente' } }
  ).start();
  const view = () => selectAdminCompaniesPageView(actor.getSnapshot());
  return { actor, reloadSession, loads: () => loads, view, dialog: () => view().deleteRef.getSnapshot() };
}

describe('admin companies page machine', () => {
  it('an auditor reads the list without delete buttons, and cannot open the dialog', () => {
    const { actor, view, dialog } = start(auditor);
    expect(actor.getSnapshot().value).toBe('reading');
    expect(view()).toMatchObject({ canDelete: false, notice: 'Empresa "X" eliminada exitosamente' });
    actor.send({ type: 'company.delete', company: adminNorte });
    expect(dialog().value).toBe('closed');
  });

  it('the platform manager deletes; their own membership does not block it', async () => {
    const { actor, view, dialog } = start(manager, olgaOwner.user_id);
    expect(view().canDelete).toBe(true);
    actor.send({ type: 'company.delete', company: adminAndina });
    expect(dialog().context.company).toEqual({
      id: adminAndina.id,
      name: adminAndina.name,
      callerIsMember: true,
    });
    actor.send({ type: 'access.changed', access: auditor });
    expect(actor.getSnapshot().value).toBe('reading');
    await flush();
  });

  it('after a deletion the list reloads; the session only when the company was the admin’s own', async () => {
    const other = start(manager);
    await flush();
    other.actor.send({ type: 'company.delete', company: adminNorte });
    await flush();
    other.view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    expect(other.loads()).toBe(2);
    expect(other.reloadSession).not.toHaveBeenCalled();

    const own = start({ ...manager, roles: { [adminNorte.id]: 'OWNER' } });
    await flush();
    own.actor.send({ type: 'company.delete', company: adminNorte });
    await flush();
    own.view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    expect(own.loads()).toBe(2);
    expect(own.reloadSession).toHaveBeenCalledOnce();
  });
});
