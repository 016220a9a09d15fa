import { createActor } from 'xstate';
import type { Access } from '#domain/permissions';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import type { projectFormMachine } from '#machines/shared/project-form/project-form.machine';
import { projectFormPageMachine } from './project-form-page.machine';

/** OWNER of company 1, where the fixtures' project lives. */
export const ownerAccess: Access = { roles: { 1: 'OWNER' }, permissions: [] };

/** A project form page around a form machine the test controls; navigations are recorded. */
export function startFormPage(
  form: typeof projectFormMachine,
  input: { projectId: number | null; companyId: number | null; basePath?: string; access?: Access }
) {
  const navigations: NavigateParams[] = [];
  const page = createActor(
    projectFormPageMachine.provide({
      actors: { projectForm: form },
      actions: { navigate: (_, params) => void navigations.push(params) },
    }),
    { input: { basePath: '/projects', access: ownerAccess, ...input } }
  ).start();
  return { page, navigations };
}
