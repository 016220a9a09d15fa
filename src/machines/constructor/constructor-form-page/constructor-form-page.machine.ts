import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isNotFound } from '#api/projects.api';
import type { ConstructorFormValues } from '#domain/constructor-project-form';
import { can, type Access } from '#domain/permissions';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  savedByOther,
  staleRecordState,
  staleSave,
  type StaleReloadEvent,
} from '#machines/shared/stale-record/stale-record';
import type { ConstructorFormData } from './constructor-form-page.actors';
import { loadConstructorForm, saveConstructorProject } from './constructor-form-page.actors';

export type ConstructorFormEvent =
  | { type: 'form.submit'; values: ConstructorFormValues }
  | { type: 'form.cancel' }
  | { type: 'form.retry' }
  | StaleReloadEvent
  | AccessChangedEvent;

type Input = {
  /** The project to edit; null creates one. */
  projectId: number | null;
  /** The active company, where a new project is created. */
  companyId: number | null;
  access: Access;
};
type Context = Input & { data: ConstructorFormData | null; error: string | null };

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
  actors: { loadConstructorForm, saveConstructorProject },
  guards: {
    savedByOther,
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
    recordAccess: assign({
      access: ({ context, event }) => (event.type === 'access.changed' ? event.access : context.access),
    }),
    // Provided by the screen (the router); the machine only says where.
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'constructorFormPage',
  context: ({ input }) => ({ ...input, data: null, error: null }),
  initial: 'loading',
  on: {
    'form.cancel': { target: '.left', actions: toList },
    'access.changed': { actions: 'recordAccess' },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadConstructorForm',
        src: 'loadConstructorForm',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: { target: 'checkingRights', actions: assign({ data: ({ event }) => event.output }) },
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
        'form.submit': { target: 'saving', actions: assign({ error: null }) },
        // Rights lost while editing close the form.
        'access.changed': { target: 'checkingRights', actions: 'recordAccess' },
      },
    },
    saving: {
      tags: 'saving',
      // The request is on its way: leaving now would hide whether it was saved.
      on: { 'form.cancel': {} },
      invoke: {
        id: 'saveConstructorProject',
        src: 'saveConstructorProject',
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
