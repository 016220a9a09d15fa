import { membersPage } from '#machines/shared/company-detail/company.fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import type { Access } from '#domain/permissions';
import { CompanyDetailPage } from '#ui/screens/company/company-detail-screen';
import { companyDeleteMachine } from '#machines/shared/company-delete/company-delete.machine';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { andina } from '#machines/shared/company-detail/company.fixtures';
import type { MembersAndInvitations } from '#machines/company/members/members.actors';
import { membersMachine } from '#machines/company/members/members.machine';
import { companyDetailPageMachine, type CompanyDetailPageEvent } from './company-detail-page.machine';

const ownerAccess: Access = { roles: { [andina.id]: 'OWNER' }, permissions: [] };
const viewerAccess: Access = { roles: { [andina.id]: 'VIEWER' }, permissions: [] };
const company = { id: andina.id, name: andina.name };

// 'page.back' needs the not-found notice (a failed load); the transition tests cover it.
const events: CompanyDetailPageEvent[] = [
  { type: 'access.changed', access: ownerAccess },
  { type: 'access.changed', access: viewerAccess },
  { type: 'company.delete', company },
  { type: 'company.deleted', companyId: andina.id, message: 'Empresa eliminada' },
];

const input = { companyId: andina.id, access: viewerAccess };
const model = new TestModel(companyDetailPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(companyDetailPageMachine, {
    input,
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const dialog = () => screen.getByRole('alertdialog', { name: '¿Eliminar empresa?' });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the company page follows its page machine', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const reloadSession = vi.fn();
    const actor = createActor(
      companyDetailPageMachine.provide({
        actors: {
          companyDetail: companyDetailMachine.provide({
            actors: { loadCompanyDetail: fromPromise(async () => andina) },
          }),
          companyDelete: companyDeleteMachine.provide({
            actors: {
              loadCompanyStats: fromPromise(async () => ({ project_count: 0, member_count: 1 })),
              deleteCompany: fromPromise(async () => 'Empresa eliminada'),
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
      { input }
    ).start();
    render(<CompanyDetailPage pageRef={actor} />);
    await screen.findByRole('heading', { level: 1, name: andina.name });

    const openDialog = async () => {
      await user.click(screen.getByRole('button', { name: /Eliminar Empresa/ }));
      await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Eliminar' })).toBeEnabled());
    };

    await path.test({
      events: {
        // What the screen's useAccessSync does when the session's roles change.
        'access.changed': ({ event }) =>
          act(async () => actor.send(event as Extract<CompanyDetailPageEvent, { type: 'access.changed' }>)),
        'company.delete': async () => {
          await openDialog();
          expect(dialog()).toHaveTextContent(andina.name);
          await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
          await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        },
        // The dialog reports the deletion to the page once the user confirms.
        'company.deleted': async () => {
          await openDialog();
          await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
          await waitFor(() => expect(navigate).toHaveBeenCalled());
        },
      },
      states: {
        viewing: async () => {
          expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
          expect(screen.queryByRole('button', { name: /Eliminar Empresa/ })).not.toBeInTheDocument();
          await waitFor(() =>
            expect(screen.queryByRole('form', { name: 'Invitar miembro' })).not.toBeInTheDocument()
          );
          expect(screen.getByText('Observador')).toBeInTheDocument();
        },
        managing: async () => {
          expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
            'href',
            `/company/${andina.id}/edit`
          );
          expect(screen.getByRole('button', { name: /Eliminar Empresa/ })).toBeEnabled();
          expect(await screen.findByRole('form', { name: 'Invitar miembro' })).toBeInTheDocument();
        },
        left: () => {
          expect(navigate).toHaveBeenCalledOnce();
          expect(navigate.mock.calls[0]![1]).toEqual({ to: '/companies' });
          expect(reloadSession).toHaveBeenCalledOnce();
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the company page chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['viewing', 'managing', 'left']) expect(reached).toContain(JSON.stringify(s));
});
