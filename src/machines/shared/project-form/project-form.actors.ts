import { fromPromise } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Amenity } from '#domain/amenity';
import type { Project } from '#domain/project';
import { projectToRequest, type ProjectFormValues } from '#domain/project-form';
import { api } from '#api/runtime';
import { fetchAmenities } from '#api/amenities.api';
import { createProject, fetchProject, updateProject } from '#api/projects.api';

export type ProjectFormData = {
  project: Project | null;
  amenities: Amenity[];
  amenitiesError: string | null;
};

/** The project being edited (none when creating) and the amenity catalogue; a catalogue failure is only noted. */
export const loadProjectForm = fromPromise<ProjectFormData, { projectId: number | null }>(
  async ({ input, signal }) => {
    const [project, catalogue] = await Promise.all([
      input.projectId === null ? null : fetchProject(api, input.projectId, signal),
      fetchAmenities(api, signal).then(
        (amenities) => ({ amenities, amenitiesError: null }),
        (error: unknown) => ({ amenities: [], amenitiesError: errorMessage(error) })
      ),
    ]);
    return { project, ...catalogue };
  }
);

export type SaveProjectInput = {
  projectId: number | null;
  companyId: number | null;
  /** The version the edited project was read with (null when creating). */
  version: number | null;
  values: ProjectFormValues;
};

/** Creates the project in the active company, or replaces the edited one. */
export const saveProject = fromPromise<Project, SaveProjectInput>(({ input, signal }) => {
  const body = projectToRequest(input.values);
  return input.projectId === null
    ? createProject(api, { ...body, company_id: input.companyId! }, signal)
    : updateProject(api, input.projectId, { ...body, version: input.version ?? 1 }, signal);
});
