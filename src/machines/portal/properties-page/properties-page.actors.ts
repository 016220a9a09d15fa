import { fromPromise } from 'xstate';
import type { PropertyPage } from '#domain/property';
import { api } from '#api/runtime';
import { fetchCompanyPropertiesPage, type CompanyPropertiesQuery } from '#api/properties.api';

export const loadProperties = fromPromise<PropertyPage, CompanyPropertiesQuery>(({ input, signal }) =>
  fetchCompanyPropertiesPage(api, input, signal)
);
