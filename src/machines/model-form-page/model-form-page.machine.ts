import toast from 'react-hot-toast';
import { assign, emit, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import type { PropertyModelFormValues } from '#domain/property-model';
import { canManage, type CompanyRole } from '#domain/roles';
import type { ModelFormData } from './property-model-form.actors';
import { loadModelForm, saveModel } from './property-model-form.actors';

export type ModelFormEvent =
  { type: 'form.submit'; values: PropertyModelFormValues } | { type: 'form.cancel' };
export type ModelFormEmitted = { type: 'navigate'; to: string; replace?: boolean };

type Input = {
  projectId: number;
  modelId: number | null;
  /** The user's role per company id: the project's company decides. */
  roles: Readonly<Record<number, CompanyRole>>;
  isPlatformAdmin?: boolean;
};
type Context = Input & { data: ModelFormData | null; error: string | null };

const created = (c: { modelId: number | null }) => c.modelId === null;

/**
 * Creating or editing a property model of a project (spec §2 "Property models"). Only OWNER and ADMIN of the
 * project's company get the form; a missing model and a failed load have their own screens. Saving returns to the
 * project's models.
 */
export const propertyModelFormMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as ModelFormEvent,
    emitted: {} as ModelFormEmitted,
    tags: {} as 'loading' | 'saving',
  },
  actors: { loadModelForm, saveModel },
  guards: {
    cannotManage: ({ context, event }) => {
      const data = (event as { output?: ModelFormData }).output;
      return !context.isPlatformAdmin && !canManage(data ? context.roles[data.project.company_id] : null);
    },
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
    // The project page lists the models (spec: "return to the model list").
    backToProject: emit(({ context }) => ({ type: 'navigate', to: `/projects/${context.projectId}` })),
  },
}).createMachine({
  id: 'propertyModelForm',
  context: ({ input }) => ({ ...input, data: null, error: null }),
  initial: 'loading',
  on: { 'form.cancel': { actions: 'backToProject' } },
  states: {
    denied: {},
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadModelForm',
        src: 'loadModelForm',
        input: ({ context }) => ({ projectId: context.projectId, modelId: context.modelId }),
        onDone: [
          { guard: 'cannotManage', target: 'denied', actions: assign({ data: ({ event }) => event.output }) },
          { target: 'editing', actions: assign({ data: ({ event }) => event.output }) },
        ],
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
      on: { 'form.submit': { target: 'saving', actions: assign({ error: null }) } },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveModel',
        src: 'saveModel',
        input: ({ context, event }) => ({
          projectId: context.projectId,
          modelId: context.modelId,
          values: (event as Extract<ModelFormEvent, { type: 'form.submit' }>).values,
        }),
        onDone: { target: 'done', actions: ['notifySaved', 'backToProject'] },
        onError: {
          target: 'editing',
          actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
        },
      },
    },
    done: { type: 'final' },
    notFound: {},
    loadFailed: {},
  },
});
