import { fromPromise } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Amenity } from '#domain/amenity';
import { constructorFormToRequest, type ConstructorFormValues } from '#domain/constructor-project-form';
import type { Project } from '#domain/project';
import { api } from '#api/runtime';
import { fetchAmenities } from '#api/amenities.api';
import { createProject, fetchProject, updateProject } from '#api/projects.api';

export type ConstructorFormData = {
  project: Project | null;
  amenities: Amenity[];
  amenitiesError: string | null;
};

/** The project being edited (none when creating) and the amenity catalogue; a catalogue failure is only noted. */
export const loadConstructorForm = fromPromise<ConstructorFormData, { projectId: number | null }>(
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

export type SaveConstructorProjectInput = {
  projectId: number | null;
  companyId: number | null;
  /** The version the edited project was read with (null when creating). */
  version: number | null;
  values: ConstructorFormValues;
};

/** Creates the project in the active company (POST /projects), or replaces the edited one (PUT /projects/{id}). */
export const saveConstructorProject = fromPromise<Project, SaveConstructorProjectInput>(
  ({ input, signal }) => {
    const body = constructorFormToRequest(input.values);
    return input.projectId === null
      ? createProject(api, { ...body, company_id: input.companyId! }, signal)
      : updateProject(api, input.projectId, { ...body, version: input.version ?? 1 }, signal);
  }
);
