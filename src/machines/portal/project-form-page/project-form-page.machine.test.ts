import { fromPromise } from 'xstate';
import type { Project } from '#domain/project';
import type { ProjectFormData, SaveProjectInput } from '#machines/shared/project-form/project-form.actors';
import { createData, editData, formValues } from '#machines/shared/project-form/project-form.fixtures';
import { projectFormMachine } from '#machines/shared/project-form/project-form.machine';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { selectProjectFormPageView } from './project-form-page.select';
import { startFormPage } from './project-form-page.test-support';

const form = (data: ProjectFormData) =>
  projectFormMachine.provide({
    actors: {
      loadProjectForm: fromPromise<ProjectFormData, { projectId: number | null }>(async () => data),
      saveProject: fromPromise<Project, SaveProjectInput>(async () => ({ ...torres, id: 99 })),
    },
    actions: { notifySaved: () => {}, notifyFailed: () => {} },
  });

describe('project form page machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands every change of rights to the form: a VIEWER made ADMIN gets the form without reloading', async () => {
    const { page } = startFormPage(form(createData), {
      projectId: null,
      companyId: 1,
      access: { roles: { 1: 'VIEWER' }, permissions: [] },
    });
    await vi.advanceTimersByTimeAsync(0);
    const formRef = () => selectProjectFormPageView(page.getSnapshot()).formRef;
    expect(formRef().getSnapshot().value).toBe('denied');
    page.send({ type: 'access.changed', access: { roles: { 1: 'ADMIN' }, permissions: [] } });
    expect(formRef().getSnapshot().value).toBe('editing');
  });

  it('returns to the list 1.5 s after a create', async () => {
    const { page, navigations } = startFormPage(form(createData), { projectId: null, companyId: 1 });
    expect(selectProjectFormPageView(page.getSnapshot())).toMatchObject({ companyId: 1, leaving: false });
    await vi.advanceTimersByTimeAsync(0);
    selectProjectFormPageView(page.getSnapshot()).formRef.send({ type: 'form.submit', values: formValues });
    await vi.advanceTimersByTimeAsync(1499);
    expect(navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigations).toEqual([{ to: '/projects' }]);
    expect(page.getSnapshot().value).toBe('left');
  });

  it('goes to the edited project after a save, under the admin path when it came from there', async () => {
    const { page, navigations } = startFormPage(form(editData), {
      projectId: torres.id,
      companyId: null,
      basePath: '/admin/projects',
    });
    await vi.advanceTimersByTimeAsync(0);
    selectProjectFormPageView(page.getSnapshot()).formRef.send({ type: 'form.submit', values: formValues });
    await vi.advanceTimersByTimeAsync(1500);
    expect(navigations).toEqual([{ to: '/admin/projects/99' }]);
  });

  it('leaves at once on Cancelar', async () => {
    const { page, navigations } = startFormPage(form(editData), { projectId: torres.id, companyId: 1 });
    await vi.advanceTimersByTimeAsync(0);
    selectProjectFormPageView(page.getSnapshot()).formRef.send({ type: 'form.cancel' });
    expect(navigations).toEqual([{ to: '/projects/11' }]);
    expect(selectProjectFormPageView(page.getSnapshot()).leaving).toBe(true);
  });
});
