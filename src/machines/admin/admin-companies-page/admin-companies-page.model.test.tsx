import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import {
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  type Access,
} from '#domain/permissions';
import { AdminCompaniesPage } from '#ui/screens/admin/admin-companies-screen';
import { adminCompaniesMachine } from '#machines/admin/admin-companies/admin-companies.machine';
import { companyDeleteMachine } from '#machines/shared/company-delete/company-delete.machine';
import { adminNorte, adminPage } from '#machines/shared/company-detail/company.fixtures';
import { adminCompaniesPageMachine, type AdminCompaniesPageEvent } from './admin-companies-page.machine';

const auditor: Access = { roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] };
const manager: Access = {
  roles: {},
  permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
};

const events: AdminCompaniesPageEvent[] = [
  { type: 'access.changed', access: manager },
  { type: 'access.changed', access: auditor },
  { type: 'company.delete', company: adminNorte },
  { type: 'company.deleted', companyId: adminNorte.id, message: 'Empresa eliminada' },
];

const input = { access: auditor, userId: null, notice: null };
const model = new TestModel(adminCompaniesPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(adminCompaniesPageMachine, {
    input,
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const dialog = () => screen.getByRole('alertdialog', { name: '¿Eliminar empresa?' });
const trash = () => screen.queryByRole('button', { name: `Eliminar ${adminNorte.name}` });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the admin list page follows its page machine', async () => {
    const user = userEvent.setup();
    const loads = vi.fn(async () => adminPage);
    const actor = createActor(
      adminCompaniesPageMachine.provide({
        actors: {
          adminCompanies: adminCompaniesMachine.provide({
            actors: { loadAdminCompanies: fromPromise(loads) },
          }),
          companyDelete: companyDeleteMachine.provide({
            actors: {
              loadCompanyStats: fromPromise(async () => ({ project_count: 0, member_count: 0 })),
              deleteCompany: fromPromise(async () => 'Empresa eliminada'),
            },
            actions: { notifyDeleted: () => {} },
          }),
        },
        actions: { reloadSession: () => {} },
      }),
      { input }
    ).start();
    render(<AdminCompaniesPage pageRef={actor} />);
    await screen.findByRole('article', { name: adminNorte.name });

    const openDialog = async () => {
      await user.click(trash()!);
      await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Eliminar' })).toBeEnabled());
    };

    await path.test({
      events: {
        // What the screen's useAccessSync does when the token's permissions change.
        'access.changed': ({ event }) =>
          act(async () => actor.send(event as Extract<AdminCompaniesPageEvent, { type: 'access.changed' }>)),
        'company.delete': async () => {
          await openDialog();
          expect(dialog()).toHaveTextContent(adminNorte.name);
          await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
          await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        },
        // The dialog reports the deletion once confirmed; the page reloads the list.
        'company.deleted': async () => {
          const before = loads.mock.calls.length;
          await openDialog();
          await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
          await waitFor(() => expect(loads.mock.calls.length).toBe(before + 1));
        },
      },
      states: {
        reading: () => {
          expect(screen.getByRole('article', { name: adminNorte.name })).toBeInTheDocument();
          expect(trash()).not.toBeInTheDocument();
        },
        managing: () => {
          expect(trash()).toBeEnabled();
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the admin list page chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['reading', 'managing']) expect(reached).toContain(JSON.stringify(s));
});
