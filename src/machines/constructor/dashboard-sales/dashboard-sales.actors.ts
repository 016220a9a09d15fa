import { fromPromise } from 'xstate';
import type { Collection, Funnel } from '#domain/sales-funnel';
import { api } from '#api/runtime';
import { exportFunnel, fetchCollection, fetchFunnel } from '#api/sales.api';

/** This month's collected vs due and the funnel of the last months, together. */
export const loadSalesFigures = fromPromise<
  { collection: Collection; funnel: Funnel },
  { companyId: number }
>(async ({ input, signal }) => {
  const [collection, funnel] = await Promise.all([
    fetchCollection(api, input.companyId, signal),
    fetchFunnel(api, { company_id: input.companyId }, signal),
  ]);
  return { collection, funnel };
});

/** The funnel's CSV. */
export const downloadFunnel = fromPromise<Blob, { companyId: number }>(({ input, signal }) =>
  exportFunnel(api, { company_id: input.companyId }, signal)
);
