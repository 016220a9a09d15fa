import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { ProjectFormData } from '#machines/shared/project-form/project-form.actors';
import { createData, editData } from '#machines/shared/project-form/project-form.fixtures';
import { projectFormMachine } from '#machines/shared/project-form/project-form.machine';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { ProjectFormPage } from '#ui/screens/projects/project-form-screen';
import { projectFormPageMachine, type ProjectFormPageEvent } from './project-form-page.machine';
import { ownerAccess, startFormPage } from './project-form-page.test-support';

const cases = [
  { label: 'create', projectId: null, data: createData, heading: 'Nuevo Proyecto', leaveTo: '/projects' },
  {
    label: 'edit',
    projectId: torres.id,
    data: editData,
    heading: 'Editar Proyecto',
    leaveTo: '/projects/11',
  },
] as const;

afterEach(cleanup);

describe.each(cases)('$label', ({ projectId, data, heading, leaveTo }) => {
  const input = { projectId, companyId: 1, basePath: '/projects', access: ownerAccess };
  const events: ProjectFormPageEvent[] = [{ type: 'form.leave', to: leaveTo }];
  const model = new TestModel(projectFormPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
  const paths = model.getPaths(() =>
    getShortestPaths(projectFormPageMachine, { input, events, filterEvents: (s, e) => s.can(e) })
  );

  it('covers every state of the project form page chart', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
    for (const s of ['editing', 'left']) expect(reached).toContain(JSON.stringify(s));
  });

  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it('the project form page follows its machine', async () => {
      const user = userEvent.setup({ delay: null });
      const { page, navigations } = startFormPage(
        projectFormMachine.provide({
          actors: {
            loadProjectForm: fromPromise<ProjectFormData, { projectId: number | null }>(async () => data),
          },
        }),
        { projectId, companyId: 1 }
      );
      render(<ProjectFormPage pageRef={page} companyName="Constructora Andina S.A.S." />);
      await screen.findByRole('button', { name: 'Cancelar' });

      await path.test({
        events: {
          'form.leave': () => user.click(screen.getByRole('button', { name: 'Cancelar' })),
        },
        states: {
          editing: () => {
            expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
            expect(navigations).toEqual([]);
          },
          left: () => {
            expect(navigations).toEqual([{ to: leaveTo }]);
          },
        },
      });
      page.stop();
    });
  });
});
