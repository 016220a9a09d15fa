import { fromPromise } from 'xstate';
import type { DashboardSummary } from '#domain/dashboard';
import { api } from '#api/runtime';
import { fetchDashboardSummary } from '#api/session.api';

export const loadSummary = fromPromise<DashboardSummary, { companyId: number }>(({ input, signal }) =>
  fetchDashboardSummary(api, input.companyId, signal)
);
