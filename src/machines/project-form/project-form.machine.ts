import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import { REDIRECT_DELAY_MS, type Project } from '#domain/project';
import type { ProjectFormValues } from '#domain/project-form';
import type { ProjectFormData } from './project-form.actors';
import { loadProjectForm, saveProject } from './project-form.actors';

export type ProjectFormEvent =
  { type: 'form.submit'; values: ProjectFormValues } | { type: 'form.cancel' } | { type: 'form.retry' };

/** Told to the page that invoked the form: leave for this path (after a save, or on 'Cancelar'). */
export type ProjectFormLeaveEvent = { type: 'form.leave'; to: string };

/** Spec §8: creating without an active company. */
export const NO_COMPANY_MESSAGE =
  'No hay una empresa seleccionada. Por favor, selecciona una empresa antes de crear un proyecto.';

type Input = {
  /** The project to edit; null creates one. */
  projectId: number | null;
  /** The active company, where a new project is created. */
  companyId: number | null;
  /** Where the project's pages live: '/projects', or '/admin/projects' for platform admins. */
  basePath?: string;
};

/** The list after a create, the project after an edit. */
const leavePath = (context: Context) =>
  context.projectId === null
    ? context.basePath
    : `${context.basePath}/${context.saved?.id ?? context.projectId}`;
const leaveAction = {
  type: 'leave',
  params: ({ context }: { context: Context }) => ({ to: leavePath(context) }),
} as const;

type Context = Required<Input> & {
  data: ProjectFormData | null;
  saved: Project | null;
  error: string | null;
};

/**
 * The create and edit screens of a project (spec §2): load (edit) → fill in → save → notice → after 1.5 s go to
 * the list (create) or to the project (edit). A failed save keeps the form and its values with the reason.
 */
export const projectFormMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as ProjectFormEvent,
    tags: {} as 'loading' | 'saving',
  },
  actors: { loadProjectForm, saveProject },
  guards: {
    isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error),
    lacksCompany: ({ context }) => context.projectId === null && context.companyId === null,
  },
  actions: {
    notifySaved: ({ context }) => {
      toast.success(
        context.projectId === null ? 'Proyecto creado exitosamente' : 'Proyecto actualizado exitosamente'
      );
    },
    notifyFailed: ({ context }) => {
      toast.error(
        context.projectId === null
          ? `Error al crear el proyecto: ${context.error ?? ''}`
          : 'Error al actualizar el proyecto'
      );
    },
    leave: sendParent((_, params: { to: string }): ProjectFormLeaveEvent => ({
      type: 'form.leave',
      to: params.to,
    })),
  },
}).createMachine({
  id: 'projectForm',
  context: ({ input }) => ({
    projectId: input.projectId,
    companyId: input.companyId,
    basePath: input.basePath ?? '/projects',
    data: null,
    saved: null,
    error: null,
  }),
  initial: 'loading',
  on: { 'form.cancel': { actions: leaveAction } },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadProjectForm',
        src: 'loadProjectForm',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: { target: 'editing', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isMissing', target: 'notFound' },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    editing: {
      on: {
        'form.submit': [
          {
            guard: 'lacksCompany',
            actions: [assign({ error: NO_COMPANY_MESSAGE }), 'notifyFailed'],
          },
          { target: 'saving', actions: assign({ error: null }) },
        ],
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveProject',
        src: 'saveProject',
        input: ({ context, event }) => ({
          projectId: context.projectId,
          companyId: context.companyId,
          values: (event as Extract<ProjectFormEvent, { type: 'form.submit' }>).values,
        }),
        onDone: { target: 'saved', actions: [assign({ saved: ({ event }) => event.output }), 'notifySaved'] },
        onError: {
          target: 'editing',
          actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
        },
      },
    },
    // Spec §9: the notice shows for 1.5 s before the next page.
    saved: {
      on: { 'form.cancel': {} },
      after: { [REDIRECT_DELAY_MS]: { target: 'done', actions: leaveAction } },
    },
    done: { type: 'final' },
    notFound: {},
    loadFailed: { on: { 'form.retry': 'loading' } },
  },
});
