import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { Access } from '#domain/permissions';
import type { ProjectPage } from '#domain/project';
import type { ProjectsQuery } from '#machines/portal/projects-list/projects-list.actors';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import { firstPage } from '#machines/portal/projects-list/projects-list.fixtures';
import { projectsListMachine } from '#machines/portal/projects-list/projects-list.machine';
import { ProjectsPage } from '#ui/screens/projects/projects-screen';
import { projectsPageMachine, type ProjectsPageEvent } from './projects-page.machine';

// Generated paths drive the real page (Ark's menu included) step by step.
vi.setConfig({ testTimeout: 30_000 });

const owner: Access = { roles: { 1: 'OWNER' }, permissions: [] };
const viewer: Access = { roles: { 1: 'VIEWER' }, permissions: [] };
const input = { companyId: 1, access: viewer };

const events: ProjectsPageEvent[] = [
  { type: 'access.changed', access: owner },
  { type: 'access.changed', access: viewer },
  { type: 'project.delete', project: { id: 11, name: 'Torres del Poblado' } },
];

const model = new TestModel(projectsPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(projectsPageMachine, {
    input,
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
    // The role and the last step are part of the state, so the delete gets a path of its own.
    serializeState: (s, e) => JSON.stringify([s.value, s.context.access.roles[1], e?.type]),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the projects page follows its machine', async () => {
    // Ark's menu selects on a pointer sequence that needs user-event's default delays.
    const user = userEvent.setup();
    const page = createActor(
      projectsPageMachine.provide({
        actors: {
          projectsList: projectsListMachine.provide({
            actors: { loadProjects: fromPromise<ProjectPage, ProjectsQuery>(async () => firstPage) },
          }),
          entityDelete: entityDeleteMachine,
        },
        actions: { logout: () => {} },
      }),
      { input }
    ).start();
    render(<ProjectsPage pageRef={page} companyName="Constructora Andina S.A.S." />);
    await screen.findByRole('heading', { name: 'Torres del Poblado' });

    await path.test({
      events: {
        // What useAccessSync does when the session's roles change.
        'access.changed': ({ event }) => act(() => page.send(event as ProjectsPageEvent)),
        'project.delete': async () => {
          await user.click(screen.getByRole('button', { name: 'Opciones de Torres del Poblado' }));
          await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
          expect(await screen.findByRole('alertdialog', { name: '¿Eliminar proyecto?' })).toHaveTextContent(
            'Torres del Poblado'
          );
        },
      },
      states: {
        reading: () =>
          waitFor(() => {
            expect(screen.queryByRole('link', { name: /Crear Nuevo Proyecto/, hidden: true })).toBeNull();
            expect(screen.queryByRole('button', { name: /Opciones de/, hidden: true })).toBeNull();
            expect(screen.getAllByRole('link', { name: 'Ver detalles →', hidden: true })).toHaveLength(2);
          }),
        managing: () =>
          waitFor(() => {
            expect(screen.getByRole('link', { name: /Crear Nuevo Proyecto/, hidden: true })).toHaveAttribute(
              'href',
              '/projects/new'
            );
            expect(screen.getAllByRole('button', { name: /Opciones de/, hidden: true })).toHaveLength(2);
          }),
      },
    });
    page.stop();
  });
});

it('covers every state of the projects page chart, the delete included', () => {
  const steps = paths.flatMap((p) => p.steps);
  const reached = new Set(steps.map((st) => JSON.stringify(st.state.value)));
  for (const s of ['reading', 'managing']) expect(reached).toContain(JSON.stringify(s));
  expect(steps.some((st) => st.event.type === 'project.delete')).toBe(true);
});
