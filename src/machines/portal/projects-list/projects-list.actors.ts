import { fromPromise } from 'xstate';
import type { ProjectPage } from '#domain/project';
import { api } from '#api/runtime';
import { fetchCompanyProjects } from '#api/projects.api';

export type ProjectsQuery = { companyId: number; page: number; limit: number };

export const loadProjects = fromPromise<ProjectPage, ProjectsQuery>(({ input, signal }) =>
  fetchCompanyProjects(api, input, signal)
);
