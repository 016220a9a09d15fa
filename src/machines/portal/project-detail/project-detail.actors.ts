import { fromPromise } from 'xstate';
import type { Project } from '#domain/project';
import { api } from '#api/runtime';
import { fetchProject } from '#api/projects.api';

/** The project; its units and models are read a page at a time by their own lists (project-units, project-models). */
export type ProjectDetailData = { project: Project };

/** The project, with its images, amenities and nearby places. */
export const loadProjectDetail = fromPromise<ProjectDetailData, { projectId: number }>(
  async ({ input, signal }) => ({ project: await fetchProject(api, input.projectId, signal) })
);
