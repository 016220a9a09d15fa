import { createActor, fromPromise } from 'xstate';
import type { ConstructorStats } from '#domain/constructor-workspace';
import { stats } from '#machines/constructor/constructor-dashboard-page/constructor-dashboard.fixtures';
import { constructorStatsPageMachine } from './constructor-stats-page.machine';
import { selectConstructorMetricsView, selectConstructorStatsView } from './constructor-stats-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(answers: (() => Promise<ConstructorStats>)[]) {
  const loads: number[] = [];
  const notifyError = vi.fn();
  const page = createActor(
    constructorStatsPageMachine.provide({
      actors: {
        loadConstructorStats: fromPromise<ConstructorStats, { companyId: number }>(({ input }) => {
          loads.push(input.companyId);
          return answers[loads.length - 1]!();
        }),
      },
      actions: { notifyError },
    }),
    { input: { companyId: 4 } }
  ).start();
  return { page, loads, notifyError };
}

describe('constructor stats page machine', () => {
  it('loads the company’s statistics in one call; Métricas and Estadísticas project them', async () => {
    const { page, loads } = start([async () => stats]);
    expect(selectConstructorMetricsView(page.getSnapshot())).toMatchObject({ loading: true, figures: null });
    expect(selectConstructorStatsView(page.getSnapshot())).toMatchObject({ loading: true, ready: false });
    await flush();
    expect(loads).toEqual([4]);
    const metrics = selectConstructorMetricsView(page.getSnapshot());
    expect(metrics).toMatchObject({
      loading: false,
      error: null,
      figures: { units: stats.units, averageProgress: 42 },
      months: stats.revenue_by_month,
      topProjects: stats.top_projects,
    });
    expect(metrics.stages[0]).toEqual({ stage: 'planning', count: 1, label: 'Planificación' });
    expect(selectConstructorStatsView(page.getSnapshot())).toMatchObject({
      ready: true,
      units: stats.units,
      averageProgress: 42,
    });
  });

  it('says why in Spanish when the load fails, and loads again on Reintentar', async () => {
    const { page, loads, notifyError } = start([
      async () => {
        throw new Error('500');
      },
      async () => stats,
    ]);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(selectConstructorStatsView(page.getSnapshot())).toMatchObject({
      error: 'Error al cargar las estadísticas',
      ready: false,
    });
    expect(notifyError).toHaveBeenCalledTimes(1);
    page.send({ type: 'stats.reload' });
    await flush();
    expect(loads).toHaveLength(2);
    expect(selectConstructorStatsView(page.getSnapshot())).toMatchObject({ error: null, ready: true });
  });
});
