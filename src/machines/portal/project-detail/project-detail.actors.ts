import { fromPromise } from 'xstate';
import type { Project } from '#domain/project';
import type { Property } from '#domain/property';
import type { PropertyModel } from '#domain/property-model';
import { api } from '#api/runtime';
import { fetchProject } from '#api/projects.api';
import { fetchProjectProperties } from '#api/properties.api';
import { fetchProjectModels } from '#api/property-models.api';

export type ProjectDetailData = { project: Project; models: PropertyModel[]; properties: Property[] };

/** The project, its models and its units; spec §8: models or units that fail to load become empty lists. */
export const loadProjectDetail = fromPromise<ProjectDetailData, { projectId: number }>(
  async ({ input, signal }) => {
    const [project, models, properties] = await Promise.all([
      fetchProject(api, input.projectId, signal),
      fetchProjectModels(api, input.projectId, signal).catch((): PropertyModel[] => []),
      fetchProjectProperties(api, input.projectId, signal).catch((): Property[] => []),
    ]);
    return { project, models, properties };
  }
);
