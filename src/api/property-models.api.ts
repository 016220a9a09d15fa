import type { Deleted } from '#domain/project';
import type { PagedQuery } from '#domain/list-page';
import type {
  ModelSort,
  PropertyModel,
  PropertyModelFormValues,
  PropertyModelPage,
  PropertyModelUpdate,
} from '#domain/property-model';
import { type ApiClient, dataOf } from './client';

/** What the project page asks for: one page of a project's models matching a search, in an order. */
export type ProjectModelsQuery = { projectId: number } & PagedQuery<ModelSort>;

/** `GET /projects/{projectId}/models?page&limit&q&sort`: one page of a project's models, searched and sorted. */
export const fetchProjectModelsPage = async (
  api: ApiClient,
  { projectId, page, limit, q, sort }: ProjectModelsQuery,
  signal?: AbortSignal
): Promise<PropertyModelPage> => {
  const query = { page, limit, sort, ...(q ? { q } : {}) };
  const body = dataOf(
    await api.GET('/projects/{projectId}/models', { params: { path: { projectId }, query }, signal })
  );
  // Asked with a page, the server answers the page shape; the array is the unpaged answer.
  return Array.isArray(body) ? { models: body, total_pages: 1, total_items: body.length } : body;
};

/**
 * `GET /projects/{projectId}/models`: every model of a project with its usage counts, for the property form's
 * model picker (a project has a handful of models; the project page's table reads them a page at a time).
 */
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
