import { fromPromise } from 'xstate';
import type { ConstructorStats } from '#domain/constructor-workspace';
import { fetchConstructorStats } from '#api/constructor-dashboard.api';
import { api } from '#api/runtime';

/** The figures of the Métricas and Estadísticas views, in one call. */
export const loadConstructorStats = fromPromise<ConstructorStats, { companyId: number }>(
  ({ input, signal }) => fetchConstructorStats(api, input.companyId, signal)
);
