import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import {
  startDetailPage,
  viewerAccess,
} from '#machines/portal/project-detail-page/project-detail-page.test-support';
import { ProjectDetailPage } from '#ui/screens/projects/project-detail-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadProjectDetail } from './project-detail.actors';
import { bareDetail, torresDetail, torresUnits } from './project-detail.fixtures';
import { projectDetailMachine, type ProjectDetailEvent } from './project-detail.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const events: ProjectDetailEvent[] = [
  { type: 'detail.reload' },
  done('loadProjectDetail', torresDetail),
  done('loadProjectDetail', bareDetail),
  failed('loadProjectDetail', new ApiError('Proyecto no encontrado', 'http', 404)),
  failed('loadProjectDetail', new ApiError('Error interno del servidor.', 'http', 500)),
];

// Traversed alone, the chart has no page to report the loaded project to.
const chart = projectDetailMachine.provide({ actions: { reportLoaded: () => {} } });
const model = new TestModel(chart, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(chart, {
    input: { projectId: 11 },
    events,
    // The page reloads itself after a unit or model change; the user reloads only a failed page.
    filterEvents: (s, e) => s.can(e) && (e.type !== 'detail.reload' || s.matches('failed')),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the project page follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const load = controlled<typeof loadProjectDetail>();
    const { page } = startDetailPage({
      detail: projectDetailMachine.provide({
        actors: { loadProjectDetail: load.actor },
        actions: { notifyError: () => {} },
      }),
    });
    render(<ProjectDetailPage pageRef={page} />);

    await path.test({
      events: {
        'detail.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        },
        ...settle({ loadProjectDetail: load }),
      },
      states: {
        loading: () => {
          expect(screen.getByText('Cargando proyecto...')).toBeInTheDocument();
        },
        ready: async (s) => {
          const { project } = s.context.data!;
          expect(screen.getByRole('heading', { name: project.name, level: 1 })).toBeInTheDocument();
          expect(screen.getByText('Activo')).toBeInTheDocument();
          expect(screen.getByRole('link', { name: /Anadir Propiedad/ })).toHaveAttribute(
            'href',
            `/projects/${project.id}/add-property`
          );
          expect(screen.getByRole('link', { name: /Agregar Modelo/ })).toHaveAttribute(
            'href',
            `/projects/${project.id}/property-models/new`
          );
          // The models are their own paged list (project-models), here the fixtures' one page.
          const modelsTable = within(await screen.findByRole('table', { name: 'Modelos de propiedad' }));
          expect(modelsTable.getByText('Tipo A')).toBeInTheDocument();
          expect(modelsTable.getByRole('link', { name: 'Editar modelo Tipo A' })).toHaveAttribute(
            'href',
            `/projects/${project.id}/property-models/21/edit`
          );
          // The units are their own paged list (project-units), here the fixtures' one page.
          const units = within(await screen.findByRole('table', { name: 'Propiedades del proyecto' }));
          expect(units.getByRole('link', { name: torresUnits.properties[0]!.name })).toHaveAttribute(
            'href',
            '/properties/31'
          );
          expect(units.getByRole('combobox', { name: 'Estado de Apto 102' })).toHaveValue('SOLD');
          expect(units.getByRole('link', { name: 'Editar Apto 101' })).toHaveAttribute(
            'href',
            `/projects/${project.id}/properties/31/edit`
          );
          expect(screen.getByText('Parque Lleras')).toBeInTheDocument();
          expect(screen.getByText('0,8 km')).toBeInTheDocument();
        },
        notFound: () => {
          expect(screen.getByText('Proyecto no encontrado')).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
        },
        failed: () => {
          expect(screen.getByText('Error al cargar el proyecto')).toBeInTheDocument();
          expect(screen.getByText('Error interno del servidor.')).toBeInTheDocument();
        },
      },
    });
    page.stop();
  });
});

it('covers every state of the project page chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'notFound', 'failed']) expect(reached).toContain(JSON.stringify(s));
});

it('shows read-only units and no management controls to other roles', async () => {
  const { act } = await import('react');
  const load = controlled<typeof loadProjectDetail>();
  const { page } = startDetailPage({
    detail: projectDetailMachine.provide({ actors: { loadProjectDetail: load.actor } }),
    access: viewerAccess,
  });
  render(<ProjectDetailPage pageRef={page} />);
  await act(async () => load.resolve(torresDetail));
  await screen.findByRole('table', { name: 'Propiedades del proyecto' });
  expect(screen.queryByRole('link', { name: /Anadir Propiedad/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Agregar Modelo/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: /Estado de/ })).not.toBeInTheDocument();
  expect(screen.getByText('Vendida')).toBeInTheDocument();
});
