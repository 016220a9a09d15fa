import { fromPromise } from 'xstate';
import type { ConstructorProjectList, ConstructorProjectsQuery } from '#domain/constructor-workspace';
import type { Project } from '#domain/project';
import { api } from '#api/runtime';
import { fetchConstructorProjects } from '#api/constructor-projects.api';
import { fetchProject } from '#api/projects.api';

/** The cards of the Lista view for a company, search and filters. */
export const loadProjectCards = fromPromise<ConstructorProjectList, ConstructorProjectsQuery>(
  ({ input, signal }) => fetchConstructorProjects(api, input, signal)
);

/** The whole project shown in the detail modal (images, nearby places and documents included). */
export const loadProject = fromPromise<Project, { projectId: number }>(({ input, signal }) =>
  fetchProject(api, input.projectId, signal)
);
