import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { can } from '#domain/permissions';
import type { loadProjectDetail } from '#machines/portal/project-detail/project-detail.actors';
import { torresDetail } from '#machines/portal/project-detail/project-detail.fixtures';
import { projectDetailMachine } from '#machines/portal/project-detail/project-detail.machine';
import { ProjectDetailPage } from '#ui/screens/projects/project-detail-screen';
import { controlled } from '#tests/xstate';
import { projectDetailPageMachine, type ProjectDetailPageEvent } from './project-detail-page.machine';
import { memberAccess, ownerAccess, startDetailPage, viewerAccess } from './project-detail-page.test-support';

// The deleted project's page is left 1.5 s after the notice, in real time.
vi.setConfig({ testTimeout: 30_000 });

const input = { projectId: torresDetail.project.id, basePath: '/projects', access: viewerAccess };

const events: ProjectDetailPageEvent[] = [
  { type: 'project.loaded', project: torresDetail.project },
  { type: 'access.changed', access: ownerAccess },
  { type: 'access.changed', access: memberAccess },
  { type: 'access.changed', access: viewerAccess },
  { type: 'entity.leave', to: '/projects' },
];

const model = new TestModel(projectDetailPageMachine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(projectDetailPageMachine, {
    input,
    events,
    // The project arrives once; only those who may delete it can leave its page by deleting it, and a left page
    // is not looked at again.
    filterEvents: (s, e) => {
      if (!s.can(e) || s.matches('left')) return false;
      const { project, access } = s.context;
      if (e.type === 'project.loaded') return project === null;
      if (e.type === 'entity.leave')
        return project !== null && can(access, 'project.delete', project.company_id);
      return true;
    },
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.access.roles[1], s.context.project?.id ?? null]),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the project page follows its machine', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadProjectDetail>();
    const { page, navigations } = startDetailPage({
      detail: projectDetailMachine.provide({
        actors: { loadProjectDetail: load.actor },
        actions: { notifyError: () => {} },
      }),
      access: viewerAccess,
    });
    render(<ProjectDetailPage pageRef={page} />);

    await path.test({
      events: {
        'project.loaded': () => act(async () => load.resolve(torresDetail)),
        // What useAccessSync does when the session's roles change.
        'access.changed': ({ event }) => act(() => page.send(event as ProjectDetailPageEvent)),
        'entity.leave': async () => {
          await user.click(screen.getByRole('button', { name: 'Eliminar' }));
          const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar proyecto?' });
          await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
          await waitFor(() => expect(navigations).toHaveLength(1), { timeout: 3000 });
        },
      },
      states: {
        viewing: (s) => {
          if (!s.context.project) {
            expect(screen.getByText('Cargando proyecto...')).toBeInTheDocument();
            return;
          }
          const role = s.context.access.roles[1];
          const addProperty = screen.queryByRole('link', { name: /Anadir Propiedad/ });
          const edit = screen.queryByRole('link', { name: 'Editar' });
          expect(screen.getByRole('heading', { name: 'Torres del Poblado', level: 1 })).toBeInTheDocument();
          expect(addProperty !== null).toBe(role !== 'VIEWER');
          expect(edit !== null).toBe(role === 'OWNER');
          if (edit) expect(edit).toHaveAttribute('href', '/projects/11/edit');
          expect(screen.queryByRole('button', { name: 'Agregar Imagen' }) !== null).toBe(role === 'OWNER');
        },
        left: () => {
          expect(navigations).toEqual([{ to: '/projects' }]);
        },
      },
    });
    page.stop();
  });
});

it('covers every state of the project page chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['viewing', 'left']) expect(reached).toContain(JSON.stringify(s));
});
