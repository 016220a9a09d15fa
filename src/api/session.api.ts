import type { MyCompany } from '#domain/company';
import type { DashboardSummary } from '#domain/dashboard';
import type { UserProfile, UserRole } from '#domain/user';
import { type ApiClient, dataOf } from './client';

/** `/users/me`: the signed-in user's profile (created by the API on first call). */
export const fetchProfile = async (api: ApiClient, signal?: AbortSignal): Promise<UserProfile> =>
  dataOf(await api.GET('/users/me', { signal }));

/** `/users/me/role`: the role in the user's primary company. */
export const fetchRole = async (api: ApiClient, signal?: AbortSignal): Promise<UserRole> =>
  dataOf(await api.GET('/users/me/role', { signal }));

/** `/companies/`: the caller's companies with the caller's role in each. */
export const fetchMyCompanies = async (api: ApiClient, signal?: AbortSignal): Promise<MyCompany[]> =>
  dataOf(await api.GET('/companies', { signal }));

/** `/dashboard/summary?company_id=`: one company's figures. */
export const fetchDashboardSummary = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<DashboardSummary> =>
  dataOf(await api.GET('/dashboard/summary', { params: { query: { company_id: companyId } }, signal }));
