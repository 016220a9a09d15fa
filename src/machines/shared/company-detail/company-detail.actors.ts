import { fromPromise } from 'xstate';
import type { AdminCompany } from '#domain/admin';
import type { Company } from '#domain/company';
import { fetchAdminCompany } from '#api/admin.api';
import { fetchCompany } from '#api/companies.api';
import { api } from '#api/runtime';

/** A member reads `/companies/{id}`; a platform admin reads `/admin/companies/{id}` with members and counts. */
export type DetailScope = 'member' | 'admin';

/** A company as one of the two detail screens shows it. */
export type CompanyDetail = Company &
  Partial<Pick<AdminCompany, 'members' | 'member_count' | 'project_count'>>;

/** The company as the scope's API returns it. */
export const loadCompanyDetail = fromPromise<CompanyDetail, { companyId: number; scope: DetailScope }>(
  ({ input, signal }) =>
    input.scope === 'admin'
      ? fetchAdminCompany(api, input.companyId, signal)
      : fetchCompany(api, input.companyId, signal)
);
