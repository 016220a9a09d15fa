import { fromPromise } from 'xstate';
import type { PropertyPage } from '#domain/property';
import { api } from '#api/runtime';
import { fetchProjectUnitsPage, type ProjectUnitsQuery } from '#api/properties.api';

export const loadUnits = fromPromise<PropertyPage, ProjectUnitsQuery>(({ input, signal }) =>
  fetchProjectUnitsPage(api, input, signal)
);
