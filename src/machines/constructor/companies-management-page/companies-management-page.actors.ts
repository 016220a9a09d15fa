import { fromPromise } from 'xstate';
import type { Company } from '#domain/company';
import type { CompanyUpdate } from '#domain/company-form';
import type { ManagedCompaniesQuery, ManagedCompanyList } from '#domain/company-management';
import { fetchCompany, updateCompany } from '#api/companies.api';
import { fetchManagedCompanies } from '#api/company-management.api';
import { api } from '#api/runtime';

/** One page of the Lista view. */
export const loadManagedCompanies = fromPromise<ManagedCompanyList, ManagedCompaniesQuery>(
  ({ input, signal }) => fetchManagedCompanies(api, input, signal)
);

/** The company the edit modal opens (it may not be on the current page: `?edit={id}` from a link). */
export const loadEditedCompany = fromPromise<Company, { companyId: number }>(({ input, signal }) =>
  fetchCompany(api, input.companyId, signal)
);

/** Saves the edit modal: the company as loaded with the modal's fields replaced, at the version loaded. */
export const saveEditedCompany = fromPromise<Company, { companyId: number; body: CompanyUpdate }>(
  ({ input, signal }) => updateCompany(api, input.companyId, input.body, signal)
);
