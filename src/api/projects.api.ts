import type { Deleted, Project, ProjectPage } from '#domain/project';
import type { ProjectCreate, ProjectUpdate } from '#domain/project-form';
import { ApiError } from './api-error';
import { type ApiClient, dataOf } from './client';

/** `GET /projects?company_id&page&limit`: one page of a company's projects. */
export async function fetchCompanyProjects(
  api: ApiClient,
  query: { companyId: number; page: number; limit: number },
  signal?: AbortSignal
): Promise<ProjectPage> {
  const body = dataOf(
    await api.GET('/projects', {
      params: { query: { company_id: query.companyId, page: query.page, limit: query.limit } },
      signal,
    })
  );
  // Spec §7: the list may also come back as a bare array; it is then one page holding everything.
  if (Array.isArray(body)) return { projects: body, total_pages: 1, total_items: body.length };
  return body;
}

/** `GET /projects/{id}`. */
export const fetchProject = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<Project> =>
  dataOf(await api.GET('/projects/{id}', { params: { path: { id } }, signal }));

/** `POST /projects`: creates a project in the given company. */
export const createProject = async (
  api: ApiClient,
  body: ProjectCreate,
  signal?: AbortSignal
): Promise<Project> => dataOf(await api.POST('/projects', { body, signal }));

/** `PUT /projects/{id}` with the version read (409 with the current copy when someone saved meanwhile). */
export const updateProject = async (
  api: ApiClient,
  id: number,
  body: ProjectUpdate,
  signal?: AbortSignal
): Promise<Project> => dataOf(await api.PUT('/projects/{id}', { params: { path: { id } }, body, signal }));

/** `DELETE /projects/{id}`. */
export const deleteProject = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<Deleted> =>
  dataOf(await api.DELETE('/projects/{id}', { params: { path: { id } }, signal }));

/** Whether a call failed because the resource changed or is in use (409). */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Whether a call failed because the resource does not exist (404). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
