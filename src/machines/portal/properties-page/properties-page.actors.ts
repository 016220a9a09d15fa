import { fromPromise } from 'xstate';
import type { Property } from '#domain/property';
import { api } from '#api/runtime';
import { fetchCompanyProperties } from '#api/properties.api';

export const loadProperties = fromPromise<Property[], { companyId: number }>(({ input, signal }) =>
  fetchCompanyProperties(api, input.companyId, signal)
);
