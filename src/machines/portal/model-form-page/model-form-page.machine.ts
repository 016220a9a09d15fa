import toast from 'react-hot-toast';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import { can, type Access } from '#domain/permissions';
import type { PropertyModelFormValues } from '#domain/property-model';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  savedByOther,
  staleRecordState,
  staleSave,
  type StaleReloadEvent,
} from '#machines/shared/stale-record/stale-record';
import { uploadMachine, type UploadBusyEvent } from '#machines/shared/upload/upload.machine';
import type { ModelFormData } from './model-form-page.actors';
import { loadModelForm, saveModel } from './model-form-page.actors';

export type ModelFormEvent =
  | { type: 'form.submit'; values: PropertyModelFormValues }
  | { type: 'form.cancel' }
  | StaleReloadEvent
  | AccessChangedEvent
  | UploadBusyEvent;

type Input = {
  projectId: number;
  modelId: number | null;
  /** The user's roles and permissions: the project's company decides. */
  access: Access;
};
type Context = Input & {
  data: ModelFormData | null;
  error: string | null;
  /** The model's images on their way, into the company of its project. */
  upload: ActorRefFrom<typeof uploadMachine> | null;
  uploading: boolean;
};

const created = (c: { modelId: number | null }) => c.modelId === null;

// The project page lists the models (spec: "return to the model list").
const backToProject = (c: { projectId: number }): NavigateParams => ({ to: `/projects/${c.projectId}` });

/**
 * The page creating or editing a property model of a project (spec §2 "Property models"). The permissions policy
 * decides in the project's company who gets the form, and again when the user's access changes; a missing model
 * and a failed load have their own screens. Saving returns to the project's models.
 */
export const modelFormPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as ModelFormEvent,
    tags: {} as 'loading' | 'saving' | 'stale',
  },
  actors: { loadModelForm, saveModel, upload: uploadMachine },
  guards: {
    savedByOther,
    // Saving mid-upload would leave the arriving images out of the model; the save waits for them.
    uploadsRunning: ({ context }) => context.uploading,
    cannotManage: ({ context }) =>
      context.data === null ||
      !can(
        context.access,
        created(context) ? 'model.create' : 'model.update',
        context.data.project.company_id
      ),
    isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error),
  },
  actions: {
    notifySaved: ({ context }) => {
      toast.success(
        created(context)
          ? 'Modelo de propiedad creado exitosamente'
          : 'Modelo de propiedad actualizado exitosamente'
      );
    },
    notifyFailed: ({ context }) => {
      toast.error(
        created(context)
          ? 'Error al crear el modelo de propiedad'
          : 'Error al actualizar el modelo de propiedad'
      );
    },
    notifyLoadFailed: () => {
      toast.error('Error al cargar los datos');
    },
    spawnUpload: assign({
      upload: ({ context, spawn }) =>
        context.data === null
          ? null
          : spawn('upload', {
              id: 'upload',
              input: {
                target: {
                  companyId: context.data.project.company_id,
                  folder: 'properties',
                  policy: 'images',
                },
              },
            }),
    }),
    recordAccess: assign({
      access: ({ context, event }) => (event.type === 'access.changed' ? event.access : context.access),
    }),
    // Provided by the screen (the router); the machine only says where.
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'modelFormPage',
  context: ({ input }) => ({ ...input, data: null, error: null, upload: null, uploading: false }),
  initial: 'loading',
  on: {
    'form.cancel': { actions: { type: 'navigate', params: ({ context }) => backToProject(context) } },
    'access.changed': { actions: 'recordAccess' },
    'upload.busy': { actions: assign({ uploading: ({ event }) => event.busy }) },
  },
  states: {
    checkingRights: {
      always: [{ guard: 'cannotManage', target: 'denied' }, { target: 'editing' }],
    },
    // New rights (a role granted meanwhile) open the form without leaving the page.
    denied: { on: { 'access.changed': { target: 'checkingRights', actions: 'recordAccess' } } },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadModelForm',
        src: 'loadModelForm',
        input: ({ context }) => ({ projectId: context.projectId, modelId: context.modelId }),
        onDone: {
          target: 'checkingRights',
          actions: [assign({ data: ({ event }) => event.output }), 'spawnUpload'],
        },
        onError: [
          { guard: 'isMissing', target: 'notFound' },
          {
            target: 'loadFailed',
            actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyLoadFailed'],
          },
        ],
      },
    },
    editing: {
      on: {
        'form.submit': [{ guard: 'uploadsRunning' }, { target: 'saving', actions: assign({ error: null }) }],
        // Rights lost while editing (role removed) close the form.
        'access.changed': { target: 'checkingRights', actions: 'recordAccess' },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveModel',
        src: 'saveModel',
        input: ({ context, event }) => ({
          projectId: context.projectId,
          modelId: context.modelId,
          version: context.data?.model?.version ?? null,
          values: (event as Extract<ModelFormEvent, { type: 'form.submit' }>).values,
        }),
        onDone: {
          target: 'done',
          actions: ['notifySaved', { type: 'navigate', params: ({ context }) => backToProject(context) }],
        },
        onError: [
          staleSave,
          // Back to the form, unless the rights were lost while saving.
          {
            target: 'checkingRights',
            actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
          },
        ],
      },
    },
    // Another person saved first: nothing was overwritten; 'Recargar' loads their version into the form.
    stale: staleRecordState('loading'),
    done: { type: 'final' },
    notFound: {},
    loadFailed: {},
  },
});
