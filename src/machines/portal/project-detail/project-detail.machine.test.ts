import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { ProjectDetailData } from './project-detail.actors';
import { torresDetail } from './project-detail.fixtures';
import { projectDetailMachine } from './project-detail.machine';
import { selectProjectDetailView } from './project-detail.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(results: Array<() => Promise<ProjectDetailData>>) {
  let call = 0;
  const asked: number[] = [];
  let notices = 0;
  const loaded: number[] = [];
  const actor = createActor(
    projectDetailMachine.provide({
      actors: {
        loadProjectDetail: fromPromise<ProjectDetailData, { projectId: number }>(({ input }) => {
          asked.push(input.projectId);
          return results[Math.min(call++, results.length - 1)]!();
        }),
      },
      actions: {
        notifyError: () => void (notices += 1),
        // What the project page hears.
        reportLoaded: (_, params) => void loaded.push(params.project.id),
      },
    }),
    { input: { projectId: 11 } }
  ).start();
  return { actor, asked, loaded, notices: () => notices };
}

describe('project detail machine', () => {
  it('loads the project', async () => {
    const { actor, asked, loaded } = start([async () => torresDetail]);
    expect(selectProjectDetailView(actor.getSnapshot()).loading).toBe(true);
    await flush();
    expect(asked).toEqual([11]);
    expect(loaded).toEqual([11]);
    expect(selectProjectDetailView(actor.getSnapshot())).toMatchObject({
      loading: false,
      project: torresDetail.project,
      soldUnits: 12,
    });
  });

  it('tells a missing project apart from a failed load', async () => {
    const missing = start([
      async () => {
        throw new ApiError('Proyecto no encontrado', 'http', 404);
      },
    ]);
    await flush();
    expect(missing.actor.getSnapshot().value).toBe('notFound');
    expect(missing.notices()).toBe(0);

    const failing = start([
      async () => {
        throw new ApiError('Error interno del servidor.', 'http', 500);
      },
      async () => torresDetail,
    ]);
    await flush();
    expect(selectProjectDetailView(failing.actor.getSnapshot())).toMatchObject({
      error: 'Error al cargar el proyecto',
      errorDetail: 'Error interno del servidor.',
    });
    expect(failing.notices()).toBe(1);
    failing.actor.send({ type: 'detail.reload' });
    await flush();
    expect(failing.actor.getSnapshot().value).toBe('ready');
  });

  it('keeps the page while reloading after a change', async () => {
    const { actor } = start([async () => torresDetail, () => new Promise(() => {})]);
    await flush();
    actor.send({ type: 'detail.reload' });
    expect(selectProjectDetailView(actor.getSnapshot())).toMatchObject({ loading: false, refreshing: true });
  });
});
