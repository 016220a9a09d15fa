import toast from 'react-hot-toast';
import { assign, emit, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { isConflict, isNotFound } from '#api/projects.api';
import type { Property } from '#domain/property';
import type { CompanyRole } from '#domain/roles';
import { canManage } from '#domain/roles';
import { PROPERTY_TYPES, allowedPropertyTypes, type PropertyType } from '#domain/statuses';
import type { PropertyFormData, PropertyFormTarget, PropertySubmission } from './property-form.actors';
import { loadPropertyForm, saveProperty } from './property-form.actors';

export type PropertyFormEvent =
  { type: 'form.submit'; values: PropertySubmission } | { type: 'form.cancel' } | { type: 'form.reload' };

export type PropertyFormEmitted = { type: 'navigate'; to: string; replace?: boolean };

/** Spec §8: an independent property needs the company it belongs to. */
export const NO_COMPANY_MESSAGE =
  'No se pudo determinar la empresa asociada a tu cuenta. Contacta al administrador del sistema.';
export const PROPERTY_LOAD_ERROR = 'Error al cargar los datos de la propiedad';

type Input = {
  target: PropertyFormTarget;
  /** The active company: where a new independent property goes. */
  companyId: number | null;
  /** The user's role per company id; rights are decided in the company that owns the property. */
  roles: Readonly<Record<number, CompanyRole>>;
  isPlatformAdmin?: boolean;
};

type Context = Input & {
  /** The role in the company that owns (or will own) the property. */
  role: CompanyRole | null;
  allowedTypes: readonly PropertyType[];
  data: PropertyFormData | null;
  saved: Property | null;
  error: string | null;
};

const roleIn = (input: Pick<Input, 'roles'>, companyId: number | null | undefined) =>
  companyId == null ? null : (input.roles[companyId] ?? null);

const typesFor = (input: Pick<Input, 'isPlatformAdmin'>, role: CompanyRole | null) =>
  input.isPlatformAdmin ? PROPERTY_TYPES : allowedPropertyTypes(role);

// The company that owns what the form shows: the property's, else the project's, else the active one.
const owningCompany = (c: Pick<Context, 'companyId'>, data: PropertyFormData) =>
  data.property?.company_id ?? data.project?.company_id ?? c.companyId;

const isNew = (c: Pick<Context, 'target'>) => c.target.propertyId === null;

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
 * The property forms of spec §2: create and edit an independent property, add a unit to a project from a model,
 * and change a unit's price, status and images. Roles decide who gets a form at all; an independent edit of a
 * project's unit moves to the project's edit page; a save that lost a race with another person (409) stops and
 * offers to reload instead of overwriting.
 */
export const propertyFormMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as PropertyFormEvent,
    emitted: {} as PropertyFormEmitted,
    tags: {} as 'loading' | 'saving',
  },
  actors: { loadPropertyForm, saveProperty },
  guards: {
    cannotCreate: ({ context }) => isNew(context) && context.allowedTypes.length === 0,
    isNewIndependent: ({ context }) => context.target.kind === 'independent' && isNew(context),
    // Units and edits belong to a company known only once loaded.
    lacksRights: ({ context, event }) => {
      const data = (event as { output?: PropertyFormData }).output;
      if (!data) return false;
      const role = roleIn(context, owningCompany(context, data));
      return isNew(context)
        ? typesFor(context, role).length === 0
        : !(context.isPlatformAdmin || canManage(role));
    },
    isProjectUnit: ({ context, event }) =>
      context.target.kind === 'independent' &&
      (event as { output?: PropertyFormData }).output?.property?.project_id != null,
    isMissing: ({ event }) => isNotFound((event as { error?: unknown }).error),
    isConflict: ({ event }) => isConflict((event as { error?: unknown }).error),
    lacksCompany: ({ context }) => context.companyId === null,
  },
  actions: {
    recordRights: assign(({ context, event }) => {
      const data = (event as unknown as { output: PropertyFormData }).output;
      const role = roleIn(context, owningCompany(context, data));
      return { role, allowedTypes: typesFor(context, role) };
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
    leave: emit(({ context }) => ({ type: 'navigate', to: backTo(context) })),
    // Spec §2: a project's unit is edited on the project's page; replace so Back does not bounce here again.
    moveToProjectEdit: emit(({ event }) => {
      const property = (event as unknown as { output: PropertyFormData }).output.property!;
      return {
        type: 'navigate',
        to: `/projects/${property.project_id}/properties/${property.id}/edit`,
        replace: true,
      };
    }),
  },
}).createMachine({
  id: 'propertyForm',
  context: ({ input }) => ({
    ...input,
    role: roleIn(input, input.companyId),
    allowedTypes: typesFor(input, roleIn(input, input.companyId)),
    data: null,
    saved: null,
    error: null,
  }),
  initial: 'checking',
  on: { 'form.cancel': { actions: 'leave' } },
  states: {
    // A new independent property belongs to the active company: its role decides before anything loads.
    checking: {
      always: [{ guard: 'isNewIndependent', target: 'checkingCreate' }, { target: 'loading' }],
    },
    checkingCreate: {
      always: [
        { guard: 'lacksCompany', target: 'noCompany' },
        { guard: 'cannotCreate', target: 'denied' },
        { target: 'loading' },
      ],
    },
    // Spec §8: without a company there is nowhere to put an independent property.
    noCompany: {},
    denied: {},
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadPropertyForm',
        src: 'loadPropertyForm',
        input: ({ context }) => context.target,
        onDone: [
          { guard: 'isProjectUnit', target: 'redirected', actions: 'moveToProjectEdit' },
          { guard: 'lacksRights', target: 'denied', actions: 'recordRights' },
          {
            target: 'editing',
            actions: ['recordRights', assign({ data: ({ event }) => event.output, error: null })],
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
        'form.submit': { target: 'saving', actions: assign({ error: null }) },
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
          actions: [assign({ saved: ({ event }) => event.output }), 'notifySaved', 'leave'],
        },
        onError: [
          {
            guard: 'isConflict',
            target: 'conflict',
            actions: assign({ error: ({ event }) => errorMessage(event.error) }),
          },
          {
            target: 'editing',
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
