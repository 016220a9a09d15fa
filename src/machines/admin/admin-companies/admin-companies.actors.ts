import { fromPromise } from 'xstate';
import { ADMIN_COMPANIES_PAGE_SIZE, type AdminCompanyList } from '#domain/admin';
import { fetchAdminCompanies } from '#api/admin.api';
import { api } from '#api/runtime';

/** One page of every company, 6 per page (spec §9). */
export const loadAdminCompanies = fromPromise<AdminCompanyList, { page: number }>(({ input, signal }) =>
  fetchAdminCompanies(api, { page: input.page, limit: ADMIN_COMPANIES_PAGE_SIZE }, signal)
);
