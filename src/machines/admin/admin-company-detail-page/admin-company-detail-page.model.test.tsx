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
import { AdminCompanyDetailPage } from '#ui/screens/admin/admin-company-detail-screen';
import type { CompanyDetail } from '#machines/shared/company-detail/company-detail.actors';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { adminNorte } from '#machines/shared/company-detail/company.fixtures';
import {
  adminCompanyDetailPageMachine,
  quietCompanyDeleteMachine,
  type AdminCompanyDetailPageEvent,
} from './admin-company-detail-page.machine';

const auditor: Access = { roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] };
const manager: Access = {
  roles: {},
  permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
};
const MESSAGE = `Empresa "${adminNorte.name}" eliminada exitosamente`;

// 'page.back' needs the not-found notice (a failed load); the transition tests cover it.
const events: AdminCompanyDetailPageEvent[] = [
  { type: 'access.changed', access: manager },
  { type: 'access.changed', access: auditor },
  { type: 'company.delete', company: adminNorte },
  { type: 'company.deleted', companyId: adminNorte.id, message: MESSAGE },
];

const input = { companyId: adminNorte.id, access: auditor, userId: null };
const model = new TestModel(adminCompanyDetailPageMachine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(adminCompanyDetailPageMachine, {
    input,
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const dialog = () => screen.getByRole('alertdialog', { name: '¿Eliminar empresa?' });
const deleteButton = () => screen.queryByRole('button', { name: /Eliminar Empresa/ });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the admin company page follows its page machine', async () => {
    const user = userEvent.setup();
    const actions = { navigate: vi.fn(), navigateWithNotice: vi.fn(), reloadSession: vi.fn() };
    const actor = createActor(
      adminCompanyDetailPageMachine.provide({
        actors: {
          companyDetail: companyDetailMachine.provide({
            actors: { loadCompanyDetail: fromPromise(async (): Promise<CompanyDetail> => adminNorte) },
          }),
          companyDelete: quietCompanyDeleteMachine.provide({
            actors: {
              loadCompanyStats: fromPromise(async () => ({ project_count: 0, member_count: 0 })),
              deleteCompany: fromPromise(async () => MESSAGE),
            },
          }),
        },
        actions,
      }),
      { input }
    ).start();
    render(<AdminCompanyDetailPage pageRef={actor} />);
    await screen.findByRole('heading', { level: 1, name: adminNorte.name });

    const openDialog = async () => {
      await user.click(deleteButton()!);
      await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Eliminar' })).toBeEnabled());
    };

    await path.test({
      events: {
        // What the screen's useAccessSync does when the token's permissions change.
        'access.changed': ({ event }) =>
          act(async () =>
            actor.send(event as Extract<AdminCompanyDetailPageEvent, { type: 'access.changed' }>)
          ),
        'company.delete': async () => {
          await openDialog();
          await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
          await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        },
        // The dialog reports the deletion once confirmed.
        'company.deleted': async () => {
          await openDialog();
          await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
          await waitFor(() => expect(actions.navigateWithNotice).toHaveBeenCalled());
        },
      },
      states: {
        reading: () => {
          expect(screen.getByRole('link', { name: 'Ver Proyectos' })).toBeInTheDocument();
          expect(deleteButton()).not.toBeInTheDocument();
        },
        managing: () => {
          expect(deleteButton()).toBeEnabled();
        },
        left: () => {
          expect(actions.navigateWithNotice.mock.calls[0]![1]).toEqual({
            to: '/admin/companies',
            notice: MESSAGE,
          });
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the admin company page chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['reading', 'managing', 'left']) expect(reached).toContain(JSON.stringify(s));
});
