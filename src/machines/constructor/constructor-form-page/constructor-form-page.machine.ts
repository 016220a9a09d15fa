import toast from 'react-hot-toast';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import type { ProjectFormValues } from '#domain/project-form';
import { can, type Access } from '#domain/permissions';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  savedByOther,
  staleRecordState,
  staleSave,
  type StaleReloadEvent,
} from '#machines/shared/stale-record/stale-record';
import { uploadMachine, type UploadBusyEvent } from '#machines/shared/upload/upload.machine';
import type { ProjectFormData } from '#machines/shared/project-form/project-form.actors';
import { loadProjectForm, saveProject } from '#machines/shared/project-form/project-form.actors';

export type ConstructorFormEvent =
  | { type: 'form.submit'; values: ProjectFormValues }
  | { type: 'form.cancel' }
  | { type: 'form.retry' }
  | StaleReloadEvent
  | AccessChangedEvent
  | UploadBusyEvent;

type Input = {
  /** The project to edit; null creates one. */
  projectId: number | null;
  /** The active company, where a new project is created. */
  companyId: number | null;
  access: Access;
};
type Context = Input & {
  data: ProjectFormData | null;
  error: string | null;
  /** The form's files on their way (constructor rules: images and documents); none without a company. */
  upload: ActorRefFrom<typeof uploadMachine> | null;
  uploading: boolean;
};

/** Where the form leaves for, after a save or on 'Cancelar': the workspace's project list. */
export const CONSTRUCTOR_PROJECTS_PATH = '/constructor/projects';
const toList = { type: 'navigate', params: { to: CONSTRUCTOR_PROJECTS_PATH } } as const;

const creating = (c: { projectId: number | null }) => c.projectId === null;

/**
 * The Formulario view of the constructor workspace (spec §2): /constructor/projects/new and
 * /constructor/projects/{id}/edit. The policy decides in the project's company (the active one for a new
 * project) who gets the form, and again when the user's access changes. Saving is a real POST or PUT; success
 * shows its notice and returns to the list, a failure keeps the form and everything typed, with the reason.
 */
export const constructorFormPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as ConstructorFormEvent,
    tags: {} as 'loading' | 'saving' | 'stale',
  },
  actors: { loadProjectForm, saveProject, upload: uploadMachine },
  guards: {
    savedByOther,
    // Saving mid-upload would leave the arriving files out of the project; the save waits for them.
    uploadsRunning: ({ context }) => context.uploading,
    lacksCompany: ({ context }) => creating(context) && context.companyId === null,
    cannotSave: ({ context }) =>
      !can(
        context.access,
        creating(context) ? 'project.create' : 'project.update',
        creating(context) ? context.companyId : context.data?.project?.company_id
      ),
    isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error),
  },
  actions: {
    notifySaved: ({ context }) => {
      toast.success(creating(context) ? 'Proyecto creado exitosamente' : 'Proyecto actualizado exitosamente');
    },
    notifyFailed: ({ context }) => {
      toast.error(
        creating(context)
          ? `Error al crear el proyecto: ${context.error ?? ''}`
          : 'Error al actualizar el proyecto'
      );
    },
    // Uploads go to the edited project's company, or the active one for a new project.
    spawnUpload: assign({
      upload: ({ context, spawn }) => {
        const companyId = context.data?.project?.company_id ?? context.companyId;
        if (context.upload !== null || companyId === null) return context.upload;
        return spawn('upload', {
          id: 'upload',
          input: { target: { companyId, folder: 'projects', policy: 'constructor' } },
        });
      },
    }),
    recordAccess: assign({
      access: ({ context, event }) => (event.type === 'access.changed' ? event.access : context.access),
    }),
    // Provided by the screen (the router); the machine only says where.
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'constructorFormPage',
  context: ({ input }) => ({ ...input, data: null, error: null, upload: null, uploading: false }),
  initial: 'loading',
  on: {
    'form.cancel': { target: '.left', actions: toList },
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
          actions: [assign({ data: ({ event }) => event.output }), 'spawnUpload'],
        },
        onError: [
          { guard: 'isMissing', target: 'notFound' },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    checkingRights: {
      always: [
        { guard: 'lacksCompany', target: 'noCompany' },
        { guard: 'cannotSave', target: 'denied' },
        { target: 'editing' },
      ],
    },
    // Spec §6: creating a project requires an active company.
    noCompany: {},
    // New rights (a role granted meanwhile) open the form without leaving the page.
    denied: { on: { 'access.changed': { target: 'checkingRights', actions: 'recordAccess' } } },
    editing: {
      on: {
        'form.submit': [{ guard: 'uploadsRunning' }, { target: 'saving', actions: assign({ error: null }) }],
        // Rights lost while editing close the form.
        'access.changed': { target: 'checkingRights', actions: 'recordAccess' },
      },
    },
    saving: {
      tags: 'saving',
      // The request is on its way: leaving now would hide whether it was saved.
      on: { 'form.cancel': {} },
      invoke: {
        id: 'saveProject',
        src: 'saveProject',
        input: ({ context, event }) => ({
          projectId: context.projectId,
          companyId: context.companyId,
          version: context.data?.project?.version ?? null,
          values: (event as Extract<ConstructorFormEvent, { type: 'form.submit' }>).values,
        }),
        onDone: { target: 'left', actions: ['notifySaved', toList] },
        onError: [
          staleSave,
          // Back to the form with the reason, unless the rights were lost while saving.
          {
            target: 'checkingRights',
            actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
          },
        ],
      },
    },
    // Another person saved first: nothing was overwritten; 'Recargar' loads their version into the form.
    stale: staleRecordState('loading'),
    notFound: {},
    loadFailed: { on: { 'form.retry': 'loading' } },
    // The shell is changing page. Not final: the actor must outlive the last render.
    left: { on: { 'form.cancel': {} } },
  },
});
