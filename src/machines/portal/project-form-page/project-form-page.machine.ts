import { assign, sendTo, setup } from 'xstate';
import type { Access } from '#domain/permissions';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  projectFormMachine,
  type ProjectFormLeaveEvent,
} from '#machines/shared/project-form/project-form.machine';

export type ProjectFormPageEvent = AccessChangedEvent | ProjectFormLeaveEvent;

type Input = {
  /** The project to edit; null creates one. */
  projectId: number | null;
  /** The active company, where a new project is created. */
  companyId: number | null;
  /** '/projects', or '/admin/projects' for platform admins. */
  basePath: string;
  access: Access;
};

/**
 * /projects/new, /projects/{id}/edit and /admin/projects/{id}/edit (spec §2): the project form, and the way out
 * it asks for — the list after a create, the project after an edit, or back on 'Cancelar'.
 */
export const projectFormPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Input,
    events: {} as ProjectFormPageEvent,
  },
  actors: { projectForm: projectFormMachine },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'projectFormPage',
  context: ({ input }) => input,
  invoke: {
    id: 'projectForm',
    src: 'projectForm',
    input: ({ context }) => ({
      projectId: context.projectId,
      companyId: context.companyId,
      basePath: context.basePath,
      access: context.access,
    }),
  },
  on: {
    // The form decides who may use it; it hears every change of rights.
    'access.changed': {
      actions: [assign({ access: ({ event }) => event.access }), sendTo('projectForm', ({ event }) => event)],
    },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.leave': {
          target: 'left',
          actions: { type: 'navigate', params: ({ event }) => ({ to: event.to }) },
        },
      },
    },
    // The shell is changing page. Not final: the form must outlive the last render.
    left: {},
  },
});
