import type {
  Activity,
  ActivityCreate,
  ConstructorDashboard,
  ConstructorStats,
} from '#domain/constructor-workspace';
import { type ApiClient, dataOf } from './client';

/** `GET /constructor/dashboard?company_id`: every figure of the constructor dashboard in one answer. */
export const fetchConstructorDashboard = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<ConstructorDashboard> =>
  dataOf(await api.GET('/constructor/dashboard', { params: { query: { company_id: companyId } }, signal }));

/** `GET /constructor/stats?company_id`: the figures of the Métricas and Estadísticas views. */
export const fetchConstructorStats = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<ConstructorStats> =>
  dataOf(await api.GET('/constructor/stats', { params: { query: { company_id: companyId } }, signal }));

/** `POST /constructor/activities`: records an inspection or a material delivery by hand. */
export const createActivity = async (
  api: ApiClient,
  body: ActivityCreate,
  signal?: AbortSignal
): Promise<Activity> => dataOf(await api.POST('/constructor/activities', { body, signal }));

/** `PUT /companies/{id}/revenue-target`: the company's monthly revenue target in COP (null clears it). */
export const setRevenueTarget = async (
  api: ApiClient,
  companyId: number,
  monthlyTarget: number | null,
  signal?: AbortSignal
): Promise<{ company_id: number; monthly_target: number | null }> =>
  dataOf(
    await api.PUT('/companies/{id}/revenue-target', {
      params: { path: { id: companyId } },
      body: { monthly_target: monthlyTarget },
      signal,
    })
  );
