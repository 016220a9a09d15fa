import toast from 'react-hot-toast';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isConflict, isNotFound } from '#api/projects.api';
import { can, creatablePropertyTypes, grantIn, type Access } from '#domain/permissions';
import type { Property } from '#domain/property';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import { uploadMachine, type UploadBusyEvent } from '#machines/shared/upload/upload.machine';
import type { PropertyFormData, PropertyFormTarget, PropertySubmission } from './property-form-page.actors';
import { loadPropertyForm, saveProperty } from './property-form-page.actors';

export type PropertyFormEvent =
  | { type: 'form.submit'; values: PropertySubmission }
  | { type: 'form.cancel' }
  | { type: 'form.reload' }
  | AccessChangedEvent
  | UploadBusyEvent;

/** Spec §8: an independent property needs the company it belongs to. */
export const NO_COMPANY_MESSAGE =
  'No se pudo determinar la empresa asociada a tu cuenta. Contacta al administrador del sistema.';
export const PROPERTY_LOAD_ERROR = 'Error al cargar los datos de la propiedad';

type Input = {
  target: PropertyFormTarget;
  /** The active company: where a new independent property goes. */
  companyId: number | null;
  /** The user's roles and permissions; rights are decided in the company that owns the property. */
  access: Access;
};

type Context = Input & {
  data: PropertyFormData | null;
  saved: Property | null;
  error: string | null;
  /** The property's images on their way, into the company that owns it. */
  upload: ActorRefFrom<typeof uploadMachine> | null;
  uploading: boolean;
};

/** The company that owns what the form shows: the property's, else the project's, else the active one. */
export const owningCompany = (c: Pick<Context, 'companyId' | 'data'>) =>
  c.data?.property?.company_id ?? c.data?.project?.company_id ?? c.companyId;

const isNew = (c: Pick<Context, 'target'>) => c.target.propertyId === null;

/** The types the user may give a new property in the owning company (spec §5, by role). */
export const creatableTypes = (c: Pick<Context, 'companyId' | 'data' | 'access'>) =>
  creatablePropertyTypes(grantIn(c.access, owningCompany(c)));

// New properties need a type the user may create; existing ones need the right to update.
const lacksRights = (c: Context) =>
  isNew(c) ? creatableTypes(c).length === 0 : !can(c.access, 'property.update', owningCompany(c));

// Where the form returns: the properties list for independent ones, the project for its units.
const backTo = (c: Pick<Context, 'target'>) =>
  c.target.kind === 'unit' ? `/projects/${c.target.projectId}` : '/properties';

function failureMessage(c: Context): string {
  const reason = c.error ?? '';
  if (c.target.kind === 'independent') {
    return isNew(c)
      ? reason || 'Error al crear la propiedad independiente'
      : 'Error al actualizar la propiedad';
  }
  return isNew(c) ? `Error al crear la propiedad: ${reason}` : `Error al actualizar la propiedad: ${reason}`;
}

/**
 * The property form page of spec §2: create and edit an independent property, add a unit to a project from a
 * model, and change a unit's price, status and images. The permissions policy decides who gets a form at all, in
 * the company that owns the property, and again whenever the user's access changes; an independent edit of a
 * project's unit moves to the project's edit page; a save that lost a race with another person (409) stops and
 * offers to reload instead of overwriting.
 */
export const propertyFormPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as PropertyFormEvent,
    tags: {} as 'loading' | 'saving',
  },
  actors: { loadPropertyForm, saveProperty, upload: uploadMachine },
  guards: {
    // Saving mid-upload would leave the arriving images out of the property; the save waits for them.
    uploadsRunning: ({ context }) => context.uploading,
    hasData: ({ context }) => context.data !== null,
    isNewIndependent: ({ context }) => context.target.kind === 'independent' && isNew(context),
    lacksCompany: ({ context }) => context.companyId === null,
    lacksRights: ({ context }) => lacksRights(context),
    isProjectUnit: ({ context, event }) =>
      context.target.kind === 'independent' &&
      (event as { output?: PropertyFormData }).output?.property?.project_id != null,
    isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error),
    isConflict: ({ event }) => isConflict((event as { error?: unknown }).error),
  },
  actions: {
    recordAccess: assign({
      access: ({ context, event }) => (event.type === 'access.changed' ? event.access : context.access),
    }),
    // One batch for the page's life: a reload after a conflict keeps the files already on their way.
    spawnUpload: assign({
      upload: ({ context, spawn }) => {
        const companyId = owningCompany(context);
        if (context.upload !== null || companyId === null) return context.upload;
        return spawn('upload', {
          id: 'upload',
          input: { target: { companyId, folder: 'properties', policy: 'images' } },
        });
      },
    }),
    notifySaved: ({ context }) => {
      toast.success(isNew(context) ? 'Propiedad creada exitosamente' : 'Propiedad actualizada exitosamente');
    },
    notifyFailed: ({ context }) => {
      toast.error(failureMessage(context));
    },
    notifyLoadFailed: () => {
      toast.error('Error al cargar los datos');
    },
    // Provided by the screen (the router); the machine only says where.
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'propertyFormPage',
  context: ({ input }) => ({
    ...input,
    data: null,
    saved: null,
    error: null,
    upload: null,
    uploading: false,
  }),
  initial: 'checking',
  on: {
    'form.cancel': { actions: { type: 'navigate', params: ({ context }) => ({ to: backTo(context) }) } },
    'access.changed': { actions: 'recordAccess' },
    'upload.busy': { actions: assign({ uploading: ({ event }) => event.busy }) },
  },
  states: {
    // Rights are decided on what is known: the loaded property or project, else the active company.
    checking: {
      always: [
        { guard: 'hasData', target: 'checkingRights' },
        { guard: 'isNewIndependent', target: 'checkingCreate' },
        { target: 'loading' },
      ],
    },
    // A new independent property belongs to the active company: its role decides before anything loads.
    checkingCreate: {
      always: [
        { guard: 'lacksCompany', target: 'noCompany' },
        { guard: 'lacksRights', target: 'denied' },
        { target: 'loading' },
      ],
    },
    checkingRights: {
      always: [{ guard: 'lacksRights', target: 'denied' }, { target: 'editing' }],
    },
    // Spec §8: without a company there is nowhere to put an independent property.
    noCompany: {},
    // New rights (a role granted meanwhile) open the form without leaving the page.
    denied: { on: { 'access.changed': { target: 'checking', actions: 'recordAccess' } } },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadPropertyForm',
        src: 'loadPropertyForm',
        input: ({ context }) => context.target,
        onDone: [
          // Spec §2: a project's unit is edited on the project's page; replace so Back does not bounce here.
          {
            guard: 'isProjectUnit',
            target: 'redirected',
            actions: {
              type: 'navigate',
              params: ({ event }) => ({
                to: `/projects/${event.output.property!.project_id}/properties/${event.output.property!.id}/edit`,
                replace: true,
              }),
            },
          },
          {
            target: 'checkingRights',
            actions: [assign({ data: ({ event }) => event.output, error: null }), 'spawnUpload'],
          },
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
    redirected: { type: 'final' },
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
        id: 'saveProperty',
        src: 'saveProperty',
        input: ({ context, event }) => ({
          target: context.target,
          companyId: context.companyId,
          version: context.data?.property?.version ?? 1,
          values: (event as Extract<PropertyFormEvent, { type: 'form.submit' }>).values,
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ saved: ({ event }) => event.output }),
            'notifySaved',
            { type: 'navigate', params: ({ context }) => ({ to: backTo(context) }) },
          ],
        },
        onError: [
          {
            guard: 'isConflict',
            target: 'conflict',
            actions: assign({ error: ({ event }) => errorMessage(event.error) }),
          },
          // Back to the form, unless the rights were lost while saving.
          {
            target: 'checkingRights',
            actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
          },
        ],
      },
    },
    // Someone else saved first: reloading shows their change and the current version.
    conflict: { on: { 'form.reload': 'loading' } },
    done: { type: 'final' },
    notFound: {},
    loadFailed: { on: { 'form.reload': 'loading' } },
  },
});
