import { fromPromise } from 'xstate';
import type { Project } from '#domain/project';
import { ProjectFormSchema, projectToFormValues, projectToRequest } from '#domain/project-form';
import { api } from '#api/runtime';
import { fetchProject, updateProject } from '#api/projects.api';

/** The project's form values with more images: every other field as the project has it now. */
export const withImages = (project: Project, added: readonly string[]) =>
  projectToRequest(
    ProjectFormSchema.parse({
      ...projectToFormValues(project),
      image_urls: [...project.image_urls, ...added.filter((url) => !project.image_urls.includes(url))],
    })
  );

/**
 * Adds images to a project: reads it fresh (so a concurrent edit of other fields is not undone) and saves it with
 * the new images appended, at the version just read (a save in between answers 409 instead of being undone).
 */
export const addProjectImages = fromPromise<Project, { projectId: number; urls: string[] }>(
  async ({ input, signal }) => {
    const current = await fetchProject(api, input.projectId, signal);
    return updateProject(
      api,
      input.projectId,
      { ...withImages(current, input.urls), version: current.version },
      signal
    );
  }
);
