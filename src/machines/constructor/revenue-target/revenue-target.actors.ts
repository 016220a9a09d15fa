import { fromPromise } from 'xstate';
import { setRevenueTarget } from '#api/constructor-dashboard.api';
import { api } from '#api/runtime';

/** Saves the company's monthly revenue target; answers the target the server kept. */
export const saveRevenueTarget = fromPromise<
  { company_id: number; monthly_target: number | null },
  { companyId: number; monthlyTarget: number }
>(({ input, signal }) => setRevenueTarget(api, input.companyId, input.monthlyTarget, signal));
