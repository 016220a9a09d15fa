import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { Access } from '#domain/permissions';
import { projectsPageMachine } from '#machines/portal/projects-page/projects-page.machine';
import { ProjectsPage } from '#ui/screens/projects/projects-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadProjects } from './projects-list.actors';
import { emptyPage, firstPage, pastTheEnd } from './projects-list.fixtures';
import { projectsListMachine, type ProjectsListEvent } from './projects-list.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const events: ProjectsListEvent[] = [
  { type: 'page.change', page: 2 },
  { type: 'page.change', page: 1 },
  { type: 'list.reload' },
  { type: 'list.forceLogout' },
  done('loadProjects', firstPage),
  done('loadProjects', emptyPage),
  done('loadProjects', pastTheEnd),
  failed('loadProjects'),
];

type Snapshot = SnapshotFrom<typeof projectsListMachine>;

// Only what the view offers: a reload from the error or the "nothing found" state, pages from the page bar.
function offered(s: Snapshot, e: ProjectsListEvent) {
  if (!s.can(e)) return false;
  if (e.type === 'list.reload') {
    const result = s.context.result;
    return s.matches('failed') || (result !== null && result.total_items > 0 && result.projects.length === 0);
  }
  return true;
}

// Traversed alone, the chart has no page to report the logout to.
const chart = projectsListMachine.provide({ actions: { reportLogout: () => {} } });
const model = new TestModel(chart, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(chart, {
    input: { companyId: 1 },
    events,
    filterEvents: (s, e) => offered(s as Snapshot, e as ProjectsListEvent),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const owner: Access = { roles: { 1: 'OWNER' }, permissions: [] };
const viewer: Access = { roles: { 1: 'VIEWER' }, permissions: [] };

/** The page machine of /projects around a list machine the test controls; the view reads the page. */
function startPage(listLogic: typeof projectsListMachine, access: Access) {
  return createActor(
    projectsPageMachine.provide({ actors: { projectsList: listLogic }, actions: { logout: () => {} } }),
    { input: { companyId: 1, access } }
  ).start();
}

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the projects page follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const load = controlled<typeof loadProjects>();
    const page = startPage(
      projectsListMachine.provide({
        actors: { loadProjects: load.actor },
        actions: { notifyError: () => {}, clearBrowserStorage: () => {} },
      }),
      owner
    );
    render(<ProjectsPage pageRef={page} companyName="Constructora Andina S.A.S." />);

    await path.test({
      events: {
        'page.change': async ({ event }) => {
          await user.click(
            screen.getByRole('button', { name: `Página ${(event as unknown as { page: number }).page}` })
          );
        },
        'list.reload': async () => {
          const retry = screen.queryByRole('button', { name: 'Reintentar' });
          await user.click(retry ?? screen.getByRole('button', { name: 'Actualizar' }));
        },
        'list.forceLogout': async () => {
          await user.click(screen.getByRole('button', { name: 'Forzar Logout (Limpiar Cache)' }));
        },
        ...settle({ loadProjects: load }),
      },
      states: {
        loading: (s) => {
          expect(screen.getByRole('heading', { name: 'Mis Proyectos' })).toBeInTheDocument();
          expect(screen.getByRole('link', { name: /Crear Nuevo Proyecto/ })).toHaveAttribute(
            'href',
            '/projects/new'
          );
          if (!s.context.result) expect(screen.getByText('Cargando proyectos...')).toBeInTheDocument();
        },
        ready: (s) => {
          const result = s.context.result!;
          if (result.total_items === 0) {
            expect(screen.getByText('Aún no tienes proyectos creados')).toBeInTheDocument();
            expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
            return;
          }
          expect(
            screen.getByText(`Mostrando ${result.projects.length} de ${result.total_items} proyectos`)
          ).toBeInTheDocument();
          expect(screen.getByRole('button', { name: `Página ${s.context.page}` })).toHaveAttribute(
            'aria-current',
            'page'
          );
          if (result.projects.length === 0) {
            expect(screen.getByText('No se encontraron proyectos')).toBeInTheDocument();
          } else {
            expect(screen.getByRole('heading', { name: 'Torres del Poblado' })).toBeInTheDocument();
            expect(screen.getByText('$450.000.000 - $980.000.000')).toBeInTheDocument();
            expect(
              screen.getByRole('button', { name: 'Opciones de Mirador de Laureles' })
            ).toBeInTheDocument();
          }
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent(
            'No se pudieron cargar los proyectos. Inténtalo de nuevo.'
          );
          expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        },
      },
    });
    page.stop();
  });
});

it('covers every state of the projects list chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'failed']) expect(reached).toContain(JSON.stringify(s));
});

it('gives other roles a "Ver detalles →" link instead of the menu and no create button', async () => {
  const load = controlled<typeof loadProjects>();
  const page = startPage(projectsListMachine.provide({ actors: { loadProjects: load.actor } }), viewer);
  render(<ProjectsPage pageRef={page} companyName="Andina" />);
  const { act } = await import('react');
  await act(async () => load.resolve(firstPage));
  expect(screen.queryByRole('link', { name: /Crear Nuevo Proyecto/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Opciones de/ })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Ver detalles →' })[0]).toHaveAttribute('href', '/projects/11');
});

it('deletes from the card menu through the confirmation', async () => {
  // Ark's menu selects on a pointer sequence that needs user-event's default delays.
  const user = userEvent.setup();
  const load = controlled<typeof loadProjects>();
  const page = startPage(projectsListMachine.provide({ actors: { loadProjects: load.actor } }), owner);
  render(<ProjectsPage pageRef={page} companyName="Andina" />);
  const { act } = await import('react');
  await act(async () => load.resolve(firstPage));
  await user.click(screen.getByRole('button', { name: 'Opciones de Torres del Poblado' }));
  expect(await screen.findByRole('menuitem', { name: 'Editar' })).toHaveAttribute(
    'href',
    '/projects/11/edit'
  );
  await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
  const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar proyecto?' });
  expect(dialog).toHaveTextContent('Torres del Poblado');
  expect(page.getSnapshot().children.entityDelete!.getSnapshot().value).toBe('confirming');
});
