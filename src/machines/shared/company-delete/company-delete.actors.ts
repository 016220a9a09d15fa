import { fromPromise } from 'xstate';
import { adminDeletedMessage } from '#domain/admin';
import type { CompanyStats } from '#domain/company';
import { deleteAdminCompany, fetchAdminCompanyStats } from '#api/admin.api';
import { deleteCompany, fetchCompanyStats } from '#api/companies.api';
import { api } from '#api/runtime';

/** Which API the dialog speaks to: a member's own company, or the platform-admin area. */
export type DeleteScope = 'member' | 'admin';

type Target = { companyId: number; scope: DeleteScope };

/** The counts that decide whether the company may be deleted. */
export const loadCompanyStats = fromPromise<CompanyStats, Target>(({ input, signal }) =>
  input.scope === 'admin'
    ? fetchAdminCompanyStats(api, input.companyId, signal)
    : fetchCompanyStats(api, input.companyId, signal)
);

/** Deletes the company and answers the success notice (the admin API words it; a member's delete has none). */
export const deleteCompanyActor = fromPromise<string, Target & { name: string }>(
  async ({ input, signal }) => {
    if (input.scope === 'admin') return (await deleteAdminCompany(api, input.companyId, signal)).message;
    await deleteCompany(api, input.companyId, signal);
    return adminDeletedMessage(input.name);
  }
);
