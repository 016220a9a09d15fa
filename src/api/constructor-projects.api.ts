import type { ConstructorProjectList, ConstructorProjectsQuery } from '#domain/constructor-workspace';
import { type ApiClient, dataOf } from './client';

/** `GET /constructor/projects`: the cards of the Lista view, searched and filtered by the server. */
export const fetchConstructorProjects = async (
  api: ApiClient,
  query: ConstructorProjectsQuery,
  signal?: AbortSignal
): Promise<ConstructorProjectList> =>
  dataOf(await api.GET('/constructor/projects', { params: { query }, signal }));
