import type { Deleted } from '#domain/project';
import type { PropertyModel, PropertyModelFormValues, PropertyModelUpdate } from '#domain/property-model';
import { type ApiClient, dataOf } from './client';

/** `GET /projects/{projectId}/models`: a project's models with their usage counts. */
export const fetchProjectModels = async (
  api: ApiClient,
  projectId: number,
  signal?: AbortSignal
): Promise<PropertyModel[]> => {
  const body = dataOf(
    await api.GET('/projects/{projectId}/models', { params: { path: { projectId } }, signal })
  );
  // Asked without page or limit, the server answers every model.
  return Array.isArray(body) ? body : body.models;
};

/** `GET /property-models/projects/{projectId}/models/{modelId}`. */
export const fetchModel = async (
  api: ApiClient,
  projectId: number,
  modelId: number,
  signal?: AbortSignal
): Promise<PropertyModel> =>
  dataOf(
    await api.GET('/property-models/projects/{projectId}/models/{modelId}', {
      params: { path: { projectId, modelId } },
      signal,
    })
  );

/** `POST /property-models/projects/{projectId}/models`. */
export const createModel = async (
  api: ApiClient,
  projectId: number,
  body: PropertyModelFormValues,
  signal?: AbortSignal
): Promise<PropertyModel> =>
  dataOf(
    await api.POST('/property-models/projects/{projectId}/models', {
      params: { path: { projectId } },
      body,
      signal,
    })
  );

/** `PUT /property-models/models/{modelId}` with the version read. */
export const updateModel = async (
  api: ApiClient,
  modelId: number,
  body: PropertyModelUpdate,
  signal?: AbortSignal
): Promise<PropertyModel> =>
  dataOf(await api.PUT('/property-models/models/{modelId}', { params: { path: { modelId } }, body, signal }));

/** `DELETE /property-models/models/{modelId}`: 409 while properties use the model. */
export const deleteModel = async (api: ApiClient, modelId: number, signal?: AbortSignal): Promise<Deleted> =>
  dataOf(await api.DELETE('/property-models/models/{modelId}', { params: { path: { modelId } }, signal }));
