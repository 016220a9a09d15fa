import toast from 'react-hot-toast';
import { assign, sendParent, setup, type ActorRefFrom } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import { REDIRECT_DELAY_MS, type Project } from '#domain/project';
import type { ProjectFormValues } from '#domain/project-form';
import { can, type Access } from '#domain/permissions';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import {
  savedByOther,
  staleRecordState,
  staleSave,
  type StaleReloadEvent,
} from '#machines/shared/stale-record/stale-record';
import { uploadMachine, type UploadBusyEvent } from '#machines/shared/upload/upload.machine';
import type { ProjectFormData } from './project-form.actors';
import { loadProjectForm, saveProject } from './project-form.actors';

export type ProjectFormEvent =
  | { type: 'form.submit'; values: ProjectFormValues }
  | { type: 'form.cancel' }
  | { type: 'form.retry' }
  | StaleReloadEvent
  | AccessChangedEvent
  | UploadBusyEvent;

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
  /** The user's roles and permissions; the policy decides in the project's company (the active one for a new one). */
  access: Access;
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
  /** The form's images on their way; none without a company. */
  upload: ActorRefFrom<typeof uploadMachine> | null;
  uploading: boolean;
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
    tags: {} as 'loading' | 'saving' | 'stale',
  },
  actors: { loadProjectForm, saveProject, upload: uploadMachine },
  guards: {
    savedByOther,
    // Saving mid-upload would leave the arriving images out of the project; the save waits for them.
    uploadsRunning: ({ context }) => context.uploading,
    isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error),
    lacksCompany: ({ context }) => context.projectId === null && context.companyId === null,
    // Without a company the form opens and its submit gives the spec's own message (§8).
    lacksRights: ({ context }) => {
      const companyId = context.projectId === null ? context.companyId : context.data?.project?.company_id;
      if (companyId == null) return false;
      return !can(
        context.access,
        context.projectId === null ? 'project.create' : 'project.update',
        companyId
      );
    },
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
    // Images go to the edited project's company, or the active one for a new project.
    spawnUpload: assign({
      upload: ({ context, spawn }) => {
        const companyId = context.data?.project?.company_id ?? context.companyId;
        if (context.upload !== null || companyId === null) return context.upload;
        return spawn('upload', {
          id: 'upload',
          input: { target: { companyId, folder: 'projects', policy: 'images' } },
        });
      },
    }),
    recordAccess: assign({
      access: ({ context, event }) => (event.type === 'access.changed' ? event.access : context.access),
    }),
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
    access: input.access,
    data: null,
    saved: null,
    error: null,
    upload: null,
    uploading: false,
  }),
  initial: 'loading',
  on: {
    'form.cancel': { actions: leaveAction },
    'access.changed': { actions: 'recordAccess' },
    'upload.busy': { actions: assign({ uploading: ({ event }) => event.busy }) },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadProjectForm',
        src: 'loadProjectForm',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: {
          target: 'checkingRights',
          actions: [assign({ data: ({ event }) => event.output, error: null }), 'spawnUpload'],
        },
        onError: [
          { guard: 'isMissing', target: 'notFound' },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    // Spec §5: a role that may not save is told so up front, not on submit.
    checkingRights: {
      always: [{ guard: 'lacksRights', target: 'denied' }, { target: 'editing' }],
    },
    // New rights (a role granted meanwhile) open the form without leaving the page.
    denied: { on: { 'access.changed': { target: 'checkingRights', actions: 'recordAccess' } } },
    editing: {
      on: {
        // Rights lost while editing close the form.
        'access.changed': { target: 'checkingRights', actions: 'recordAccess' },
        'form.submit': [
          { guard: 'uploadsRunning' },
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
          version: context.data?.project?.version ?? null,
          values: (event as Extract<ProjectFormEvent, { type: 'form.submit' }>).values,
        }),
        onDone: { target: 'saved', actions: [assign({ saved: ({ event }) => event.output }), 'notifySaved'] },
        onError: [
          staleSave,
          {
            target: 'editing',
            actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
          },
        ],
      },
    },
    // Another person saved first: nothing was overwritten; 'Recargar' loads their version into the form.
    stale: staleRecordState('loading'),
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
