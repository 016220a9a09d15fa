import { createActor, fromPromise } from 'xstate';
import type { Access } from '#domain/permissions';
import type { Deleted, ProjectPage } from '#domain/project';
import type { DeleteTarget } from '#machines/shared/entity-delete/delete-target';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import type { ProjectsQuery } from '#machines/portal/projects-list/projects-list.actors';
import { firstPage } from '#machines/portal/projects-list/projects-list.fixtures';
import { projectsListMachine } from '#machines/portal/projects-list/projects-list.machine';
import { projectsPageMachine } from './projects-page.machine';
import { selectProjectsPageView } from './projects-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

const owner: Access = { roles: { 1: 'OWNER' }, permissions: [] };
const member: Access = { roles: { 1: 'MEMBER' }, permissions: [] };
const platformManager: Access = { roles: {}, permissions: ['read:all_companies', 'manage:all_companies'] };

function start(access: Access, load: (q: ProjectsQuery) => Promise<ProjectPage> = async () => firstPage) {
  const asked: ProjectsQuery[] = [];
  const deleted: DeleteTarget[] = [];
  const logout = vi.fn();
  const page = createActor(
    projectsPageMachine.provide({
      actors: {
        projectsList: projectsListMachine.provide({
          actors: {
            loadProjects: fromPromise<ProjectPage, ProjectsQuery>(({ input }) => {
              asked.push(input);
              return load(input);
            }),
          },
          actions: { notifyError: () => {}, clearBrowserStorage: () => {} },
        }),
        entityDelete: entityDeleteMachine.provide({
          actors: {
            deleteEntity: fromPromise<Deleted, DeleteTarget>(async ({ input }) => {
              deleted.push(input);
              return { message: 'ok' };
            }),
          },
          actions: { notifyDeleted: () => {}, notifyFailed: () => {} },
        }),
      },
      actions: { logout },
    }),
    { input: { companyId: 1, access } }
  ).start();
  const view = () => selectProjectsPageView(page.getSnapshot());
  const dialog = () => view().deleteRef.getSnapshot();
  return { page, asked, deleted, logout, view, dialog };
}

describe('projects page machine', () => {
  it('lists the projects of its company and gives managers the create button and card menus', async () => {
    const { page, asked, view } = start(owner);
    await flush();
    expect(asked).toEqual([{ companyId: 1, page: 1, limit: 9 }]);
    expect(page.getSnapshot().value).toBe('managing');
    expect(view()).toMatchObject({ canCreate: true, canManage: true });
  });

  it('gives members and viewers the cards only, and follows a change of role', () => {
    const { page, view } = start(member);
    expect(page.getSnapshot().value).toBe('reading');
    expect(view()).toMatchObject({ canCreate: false, canManage: false });
    page.send({ type: 'access.changed', access: owner });
    expect(page.getSnapshot().value).toBe('managing');
    page.send({ type: 'access.changed', access: member });
    expect(page.getSnapshot().value).toBe('reading');
  });

  it('lets the platform’s managers manage any company’s projects', () => {
    const { page, view } = start(platformManager);
    expect(page.getSnapshot().value).toBe('managing');
    expect(view().canCreate).toBe(true);
  });

  it('opens the delete dialog on a card’s project for managers only, and reloads the list after the delete', async () => {
    const reader = start(member);
    reader.page.send({ type: 'project.delete', project: { id: 11, name: 'Torres del Poblado' } });
    expect(reader.dialog().value).toBe('idle');

    const { page, asked, deleted, dialog } = start(owner);
    await flush();
    page.send({ type: 'project.delete', project: { id: 11, name: 'Torres del Poblado' } });
    expect(dialog().value).toBe('confirming');
    expect(dialog().context.target).toEqual({ kind: 'project', id: 11, name: 'Torres del Poblado' });
    selectProjectsPageView(page.getSnapshot()).deleteRef.send({ type: 'delete.confirm' });
    await flush();
    expect(deleted).toEqual([{ kind: 'project', id: 11, name: 'Torres del Poblado' }]);
    expect(asked).toHaveLength(2);
    expect(dialog().value).toBe('idle');
  });

  it('starts the list over in the new company when the active company changes', async () => {
    const { page, asked } = start(owner);
    await flush();
    page.send({ type: 'company.change', companyId: 2 });
    await flush();
    expect(asked.at(-1)).toEqual({ companyId: 2, page: 1, limit: 9 });
    expect(page.getSnapshot().context.companyId).toBe(2);
  });

  it('logs out through the screen’s action when the user forces it from the error', async () => {
    const { page, logout, view } = start(owner, async () => {
      throw new Error('500');
    });
    await flush();
    expect(view().listRef.getSnapshot().value).toBe('failed');
    view().listRef.send({ type: 'list.forceLogout' });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(page.getSnapshot().status).toBe('active');
  });
});
