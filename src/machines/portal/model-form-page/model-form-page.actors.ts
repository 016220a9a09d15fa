import { fromPromise } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Amenity } from '#domain/amenity';
import type { Project } from '#domain/project';
import type { PropertyModel, PropertyModelFormValues } from '#domain/property-model';
import { api } from '#api/runtime';
import { fetchAmenities } from '#api/amenities.api';
import { fetchProject } from '#api/projects.api';
import { createModel, fetchModel, updateModel } from '#api/property-models.api';

export type ModelFormData = {
  project: Project;
  model: PropertyModel | null;
  amenities: Amenity[];
  amenitiesError: string | null;
};

export type ModelRef = { projectId: number; modelId: number | null };

/** The project (for its name), the model being edited and the amenity catalogue. */
export const loadModelForm = fromPromise<ModelFormData, ModelRef>(async ({ input, signal }) => {
  const [project, model, catalogue] = await Promise.all([
    fetchProject(api, input.projectId, signal),
    input.modelId === null ? null : fetchModel(api, input.projectId, input.modelId, signal),
    fetchAmenities(api, signal).then(
      (amenities) => ({ amenities, amenitiesError: null }),
      (error: unknown) => ({ amenities: [], amenitiesError: errorMessage(error) })
    ),
  ]);
  return { project, model, ...catalogue };
});

/** Creates the model in the project, or replaces the edited one. */
export const saveModel = fromPromise<
  PropertyModel,
  ModelRef & { values: PropertyModelFormValues; version: number | null }
>(({ input, signal }) =>
  input.modelId === null
    ? createModel(api, input.projectId, input.values, signal)
    : updateModel(api, input.modelId, { ...input.values, version: input.version ?? 1 }, signal)
);
