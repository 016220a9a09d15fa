import { fromPromise } from 'xstate';
import type { Project } from '#domain/project';
import type { PropertyModel } from '#domain/property-model';
import { api } from '#api/runtime';
import { fetchProject } from '#api/projects.api';
import { fetchProjectModels } from '#api/property-models.api';

/** The project and its models; its units are read a page at a time by the units list (project-units). */
export type ProjectDetailData = { project: Project; models: PropertyModel[] };

/** The project and its models; spec §8: models that fail to load become an empty list. */
export const loadProjectDetail = fromPromise<ProjectDetailData, { projectId: number }>(
  async ({ input, signal }) => {
    const [project, models] = await Promise.all([
      fetchProject(api, input.projectId, signal),
      fetchProjectModels(api, input.projectId, signal).catch((): PropertyModel[] => []),
    ]);
    return { project, models };
  }
);
