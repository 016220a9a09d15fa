import { fromPromise } from 'xstate';
import type { Company } from '#domain/company';
import type { CompanyInput } from '#domain/company-form';
import { createCompany, fetchCompany, updateCompany } from '#api/companies.api';
import { api } from '#api/runtime';

/** The company the edit form starts from. */
export const loadCompany = fromPromise<Company, { companyId: number }>(({ input, signal }) =>
  fetchCompany(api, input.companyId, signal)
);

/** Creates the company (no id) or replaces the edited one at the version read; both answer the stored company. */
export const saveCompany = fromPromise<
  Company,
  { companyId: number | null; version: number | null; payload: CompanyInput }
>(({ input, signal }) =>
  input.companyId === null
    ? createCompany(api, input.payload, signal)
    : updateCompany(api, input.companyId, { ...input.payload, version: input.version ?? 1 }, signal)
);
