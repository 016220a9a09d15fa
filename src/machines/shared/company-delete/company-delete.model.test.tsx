import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { CompanyDetailView } from '#ui/screens/company/company-detail-screen';
import { DELETE_WARNING } from '#ui/components/delete-company-dialog';
import { controlled, done, failed, settle } from '#tests/xstate';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { andina, httpError } from '#machines/shared/company-detail/company.fixtures';
import type { deleteCompanyActor, loadCompanyStats } from './company-delete.actors';
import { companyDeleteMachine, type CompanyDeleteEvent } from './company-delete.machine';
import { CompanyRoleSchema } from '#domain/roles';

const REFUSAL =
  'La empresa tiene 1 proyecto(s) y 0 miembro(s) asociados. Debes eliminarlos antes de eliminar la empresa.';
const events: CompanyDeleteEvent[] = [
  { type: 'delete.open', company: { id: andina.id, name: andina.name, callerIsMember: true } },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'delete.retry' },
  done('loadCompanyStats', { project_count: 0, member_count: 1 }),
  done('loadCompanyStats', { project_count: 4, member_count: 3 }),
  failed('loadCompanyStats', httpError(503)),
  done('deleteCompany', `Empresa "${andina.name}" eliminada exitosamente`),
  failed('deleteCompany', httpError(409, REFUSAL)),
];

// Alone (no page invoking it), the report to the parent has nowhere to go.
const machine = companyDeleteMachine.provide({ actions: { reportDeleted: () => {} } });
const model = new TestModel(machine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(machine, {
    input: { scope: 'member' },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const dialog = () => screen.getByRole('alertdialog', { name: '¿Eliminar empresa?' });
const inDialog = () => within(dialog());

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the delete dialog follows its machine', async () => {
    const user = userEvent.setup();
    const stats = controlled<typeof loadCompanyStats>();
    const remove = controlled<typeof deleteCompanyActor>();
    const deleteRef = createActor(
      companyDeleteMachine.provide({
        actors: { loadCompanyStats: stats.actor, deleteCompany: remove.actor },
        actions: { notifyDeleted: () => {}, reportDeleted: () => {} },
      }),
      { input: { scope: 'member' } }
    ).start();
    const detailRef = createActor(
      companyDetailMachine.provide({ actors: { loadCompanyDetail: fromPromise(async () => andina) } }),
      { input: { companyId: andina.id, scope: 'member' } }
    ).start();
    render(
      <CompanyDetailView
        page={{
          detailRef,
          deleteRef,
          membersRef: undefined,
          leadCaptureRef: undefined,
          privacyRef: undefined,
          canEditPrivacy: false,
          saleSettingsRef: undefined,
          role: 'OWNER',
          canUpdate: true,
          canDelete: true,
          assignableRoles: CompanyRoleSchema.options,
        }}
        // The page's wiring (company-detail-page): an OWNER's own membership goes with the company.
        send={(e) =>
          e.type === 'company.delete' &&
          deleteRef.send({ type: 'delete.open', company: { ...e.company, callerIsMember: true } })
        }
      />
    );
    await screen.findByRole('heading', { name: andina.name });

    await path.test({
      events: {
        'delete.open': async () => {
          await user.click(screen.getByRole('button', { name: /Eliminar Empresa/ }));
        },
        'delete.confirm': async () => {
          await user.click(inDialog().getByRole('button', { name: 'Eliminar' }));
        },
        'delete.cancel': async () => {
          await user.click(inDialog().getByRole('button', { name: 'Cancelar' }));
        },
        'delete.retry': async () => {
          await user.click(inDialog().getByRole('button', { name: 'Reintentar' }));
        },
        ...settle({ loadCompanyStats: stats, deleteCompany: remove }),
      },
      states: {
        closed: async () => {
          await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        },
        loadingStats: async () => {
          await waitFor(() =>
            expect(inDialog().getByText('Cargando datos de la empresa...')).toBeInTheDocument()
          );
          expect(dialog()).toHaveTextContent(andina.name);
        },
        confirming: async () => {
          await waitFor(() => expect(inDialog().getByText(DELETE_WARNING)).toBeInTheDocument());
          expect(inDialog().getByRole('button', { name: 'Eliminar' })).toBeEnabled();
          expect(dialog()).toHaveTextContent('Proyectos: 0');
          expect(dialog()).toHaveTextContent('Miembros: 0');
        },
        blocked: async () => {
          await waitFor(() => expect(inDialog().getByText('No se puede eliminar')).toBeInTheDocument());
          expect(dialog()).toHaveTextContent(
            'La empresa tiene 4 proyecto(s) y 2 miembro(s) asociados. Debes eliminarlos antes de eliminar la empresa.'
          );
          expect(inDialog().getByRole('button', { name: 'Eliminar' })).toBeDisabled();
        },
        statsFailed: async () => {
          await waitFor(() => expect(inDialog().getByText('Error del servidor (503).')).toBeInTheDocument());
          expect(inDialog().getByRole('button', { name: 'Eliminar' })).toBeDisabled();
        },
        deleting: async () => {
          await waitFor(() =>
            expect(inDialog().getByRole('button', { name: 'Eliminando...' })).toBeDisabled()
          );
          expect(inDialog().getByRole('button', { name: 'Cancelar' })).toBeDisabled();
        },
        failed: async () => {
          await waitFor(() => expect(inDialog().getByRole('alert')).toHaveTextContent(REFUSAL));
          expect(inDialog().getByRole('button', { name: 'Eliminar' })).toBeEnabled();
        },
      },
    });
    deleteRef.stop();
    detailRef.stop();
  });
});

it('covers every state of the delete chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['closed', 'loadingStats', 'confirming', 'blocked', 'statsFailed', 'deleting', 'failed']) {
    expect(reached).toContain(JSON.stringify(s));
  }
});
