import { fromPromise } from 'xstate';
import type { ConstructorDashboard } from '#domain/constructor-workspace';
import { fetchConstructorDashboard } from '#api/constructor-dashboard.api';
import { api } from '#api/runtime';

/** Every figure of the constructor dashboard, in one call. */
export const loadConstructorDashboard = fromPromise<ConstructorDashboard, { companyId: number }>(
  ({ input, signal }) => fetchConstructorDashboard(api, input.companyId, signal)
);
