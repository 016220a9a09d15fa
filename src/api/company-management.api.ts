import type {
  CompanyManagementStats,
  ManagedCompaniesQuery,
  ManagedCompanyList,
} from '#domain/company-management';
import { type ApiClient, dataOf } from './client';

/** `GET /companies/management`: one page of the caller's companies, searched, filtered and sorted. */
export const fetchManagedCompanies = async (
  api: ApiClient,
  query: ManagedCompaniesQuery,
  signal?: AbortSignal
): Promise<ManagedCompanyList> =>
  dataOf(await api.GET('/companies/management', { params: { query }, signal }));

/** `GET /companies/management/stats`: Estadísticas over every company of the caller. */
export const fetchCompanyManagementStats = async (
  api: ApiClient,
  signal?: AbortSignal
): Promise<CompanyManagementStats> => dataOf(await api.GET('/companies/management/stats', { signal }));
