import { createActor, fromPromise } from 'xstate';
import type { ProjectPage } from '#domain/project';
import type { ProjectsQuery } from './projects-list.actors';
import { emptyPage, firstPage } from './projects-list.fixtures';
import { PROJECTS_LOAD_ERROR, projectsListMachine } from './projects-list.machine';
import { selectProjectsListView } from './projects-list.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(results: Array<() => Promise<ProjectPage>>) {
  const asked: ProjectsQuery[] = [];
  const notices: string[] = [];
  let call = 0;
  const actor = createActor(
    projectsListMachine.provide({
      actors: {
        loadProjects: fromPromise<ProjectPage, ProjectsQuery>(({ input }) => {
          asked.push(input);
          return results[Math.min(call++, results.length - 1)]!();
        }),
      },
      actions: {
        notifyError: () => void notices.push('error'),
        clearBrowserStorage: () => void notices.push('cleared'),
        // What the projects page hears.
        reportLogout: () => void notices.push('logout'),
      },
    }),
    { input: { companyId: 1 } }
  ).start();
  return { actor, asked, notices };
}

describe('projects list machine', () => {
  it('loads the first page of 9 projects of its company', async () => {
    const { actor, asked } = start([async () => firstPage]);
    expect(selectProjectsListView(actor.getSnapshot()).loading).toBe(true);
    await flush();
    expect(asked).toEqual([{ companyId: 1, page: 1, limit: 9 }]);
    expect(selectProjectsListView(actor.getSnapshot())).toMatchObject({
      loading: false,
      shownLine: 'Mostrando 2 de 11 proyectos',
      totalPages: 2,
      empty: false,
    });
  });

  it('moves between pages within range only', async () => {
    const { actor, asked } = start([async () => firstPage]);
    await flush();
    actor.send({ type: 'page.change', page: 1 });
    actor.send({ type: 'page.change', page: 3 });
    expect(asked).toHaveLength(1);
    actor.send({ type: 'page.change', page: 2 });
    await flush();
    expect(asked.at(-1)).toEqual({ companyId: 1, page: 2, limit: 9 });
    expect(selectProjectsListView(actor.getSnapshot()).page).toBe(2);
  });

  it('reloads from page 1 when the active company changes, and ignores the same company', async () => {
    const { actor, asked } = start([async () => firstPage]);
    await flush();
    actor.send({ type: 'page.change', page: 2 });
    await flush();
    actor.send({ type: 'company.change', companyId: 1 });
    expect(asked).toHaveLength(2);
    actor.send({ type: 'company.change', companyId: 2 });
    expect(selectProjectsListView(actor.getSnapshot()).loading).toBe(true);
    await flush();
    expect(asked.at(-1)).toEqual({ companyId: 2, page: 1, limit: 9 });
  });

  it('says when the company has no projects', async () => {
    const { actor } = start([async () => emptyPage]);
    await flush();
    expect(selectProjectsListView(actor.getSnapshot())).toMatchObject({ empty: true, projects: [] });
  });

  it('shows the spec error, retries, or forces a logout that clears the browser storage', async () => {
    const { actor, notices } = start([
      async () => {
        throw new Error('500');
      },
      async () => firstPage,
    ]);
    await flush();
    expect(selectProjectsListView(actor.getSnapshot()).error).toBe(PROJECTS_LOAD_ERROR);
    actor.send({ type: 'list.forceLogout' });
    expect(notices).toEqual(['error', 'cleared', 'logout']);
    actor.send({ type: 'list.reload' });
    await flush();
    expect(selectProjectsListView(actor.getSnapshot()).error).toBeNull();
  });

  it('keeps the cards while reloading after a delete', async () => {
    const { actor } = start([async () => firstPage, () => new Promise(() => {})]);
    await flush();
    actor.send({ type: 'list.reload' });
    expect(selectProjectsListView(actor.getSnapshot())).toMatchObject({ loading: false, refreshing: true });
  });
});
