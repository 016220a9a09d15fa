import { createActor } from 'xstate';
import type { Access } from '#domain/permissions';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { controlled } from '#tests/xstate';
import type { loadProjectForm, saveProject } from '#machines/shared/project-form/project-form.actors';
import { constructorFormPageMachine } from './constructor-form-page.machine';
import { ownerAccess } from './constructor-form-page.fixtures';

/** The constructor form page with load and save the test settles; navigations and notices are recorded. */
export function startConstructorFormPage(input: {
  projectId: number | null;
  companyId: number | null;
  access?: Access;
}) {
  const load = controlled<typeof loadProjectForm>();
  const save = controlled<typeof saveProject>();
  const navigations: NavigateParams[] = [];
  const notices: string[] = [];
  const page = createActor(
    constructorFormPageMachine.provide({
      actors: { loadProjectForm: load.actor, saveProject: save.actor },
      actions: {
        navigate: (_, params) => void navigations.push(params),
        notifySaved: () => void notices.push('saved'),
        notifyFailed: () => void notices.push('failed'),
      },
    }),
    { input: { access: ownerAccess, ...input } }
  ).start();
  return { page, load, save, navigations, notices };
}
