import type { SnapshotFrom } from 'xstate';
import { CONSTRUCTION_STAGE_LABELS } from '#domain/construction';
import type { constructorStatsPageMachine } from './constructor-stats-page.machine';

type Snapshot = SnapshotFrom<typeof constructorStatsPageMachine>;

// Both views share the load states and the stage labels; they differ in what they lay out.
function common(s: Snapshot) {
  const { stats } = s.context;
  return {
    loading: s.hasTag('loading') && stats === null,
    error: s.matches('failed') ? s.context.error : null,
    stages: (stats?.by_stage ?? []).map((row) => ({ ...row, label: CONSTRUCTION_STAGE_LABELS[row.stage] })),
  };
}

/** Métricas: the figures as KPI cards and tables. */
export const selectConstructorMetricsView = (s: Snapshot) => {
  const { stats } = s.context;
  return {
    ...common(s),
    figures:
      s.matches('ready') && stats ? { units: stats.units, averageProgress: stats.average_progress } : null,
    months: stats?.revenue_by_month ?? [],
    topProjects: stats?.top_projects ?? [],
  };
};

/** Estadísticas: the same figures as chart series, each with its data table. */
export const selectConstructorStatsView = (s: Snapshot) => {
  const { stats } = s.context;
  return {
    ...common(s),
    ready: s.matches('ready') && stats !== null,
    units: stats?.units ?? null,
    averageProgress: stats?.average_progress ?? 0,
    months: stats?.revenue_by_month ?? [],
    topProjects: stats?.top_projects ?? [],
  };
};
