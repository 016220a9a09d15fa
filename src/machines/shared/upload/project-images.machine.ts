import toast from 'react-hot-toast';
import { assign, sendParent, setup, stopChild, type ActorRefFrom } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Project } from '#domain/project';
import { addProjectImages } from './project-images.actors';
import { uploadMachine, type UploadBusyEvent } from './upload.machine';

export type ProjectImagesEvent =
  /** Opens the dialog on the project shown, whose company receives the uploads. */
  | { type: 'images.open'; companyId: number }
  | { type: 'images.change'; urls: string[] }
  | { type: 'images.save' }
  | { type: 'images.close' }
  | UploadBusyEvent;

/** Told to the page that invoked the dialog, so it shows the project with its new images. */
export type ImagesSavedEvent = { type: 'images.saved'; project: Project };

type Context = {
  projectId: number;
  urls: string[];
  /** The dialog's upload batch, one per opening; closing stops what is still on its way. */
  upload: ActorRefFrom<typeof uploadMachine> | null;
  uploading: boolean;
  error: string | null;
};

/** Spec §8: the project update failure. */
export const PROJECT_IMAGES_ERROR = 'Error al actualizar el proyecto';

/**
 * The project page's 'Agregar Imagen' (spec §2): a dialog where images are uploaded, then saved onto the project
 * in one update. Closing without saving drops the new images from the project (the files stay stored).
 */
export const projectImagesMachine = setup({
  types: {
    input: {} as { projectId: number },
    context: {} as Context,
    events: {} as ProjectImagesEvent,
  },
  actors: { addProjectImages, upload: uploadMachine },
  guards: {
    // Files still on their way would be lost by saving now.
    canSave: ({ context }) => context.urls.length > 0 && !context.uploading,
  },
  actions: {
    notifySaved: () => {
      toast.success('Proyecto actualizado exitosamente');
    },
    notifyFailed: ({ context }) => {
      toast.error(context.error ?? PROJECT_IMAGES_ERROR);
    },
    reportSaved: sendParent((_, params: { project: Project }): ImagesSavedEvent => ({
      type: 'images.saved',
      project: params.project,
    })),
  },
}).createMachine({
  id: 'projectImages',
  context: ({ input }) => ({
    projectId: input.projectId,
    urls: [],
    upload: null,
    uploading: false,
    error: null,
  }),
  initial: 'closed',
  on: { 'upload.busy': { actions: assign({ uploading: ({ event }) => event.busy }) } },
  states: {
    closed: {
      entry: [stopChild('upload'), assign({ upload: null, uploading: false })],
      on: {
        'images.open': {
          target: 'open',
          actions: assign({
            urls: [],
            error: null,
            upload: ({ event, spawn }) =>
              spawn('upload', {
                id: 'upload',
                input: { target: { companyId: event.companyId, folder: 'projects', policy: 'images' } },
              }),
          }),
        },
      },
    },
    open: {
      on: {
        'images.change': { actions: assign({ urls: ({ event }) => event.urls }) },
        'images.save': { guard: 'canSave', target: 'saving' },
        'images.close': 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'addProjectImages',
        src: 'addProjectImages',
        input: ({ context }) => ({ projectId: context.projectId, urls: context.urls }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'reportSaved', params: ({ event }) => ({ project: event.output }) },
            'notifySaved',
          ],
        },
        onError: {
          target: 'open',
          actions: [
            assign({ error: ({ event }) => `${PROJECT_IMAGES_ERROR}: ${errorMessage(event.error)}` }),
            'notifyFailed',
          ],
        },
      },
    },
  },
});
