import { fromPromise } from 'xstate';
import type { PropertyModelPage } from '#domain/property-model';
import { api } from '#api/runtime';
import { fetchProjectModelsPage, type ProjectModelsQuery } from '#api/property-models.api';

/** One page of a project's models as searched and sorted. */
export const loadModels = fromPromise<PropertyModelPage, ProjectModelsQuery>(({ input, signal }) =>
  fetchProjectModelsPage(api, input, signal)
);
