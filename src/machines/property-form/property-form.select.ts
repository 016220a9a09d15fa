import type { SnapshotFrom } from 'xstate';
import { EDIT_DENIED_MESSAGE, INSUFFICIENT_PERMISSIONS } from '#domain/property-form';
import type { propertyFormMachine } from './property-form.machine';
import { NO_COMPANY_MESSAGE, PROPERTY_LOAD_ERROR } from './property-form.machine';

/** What the property and unit form screens show in each state. */
export const selectPropertyFormView = (s: SnapshotFrom<typeof propertyFormMachine>) => {
  const { target, data, error, allowedTypes, role } = s.context;
  const mode = target.propertyId === null ? ('create' as const) : ('edit' as const);
  const denied = s.matches('denied');
  return {
    kind: target.kind,
    mode,
    role,
    allowedTypes,
    /** VIEWERs creating (spec §6) or non-managers editing (spec §2) get a notice instead of a form. */
    denied: denied
      ? mode === 'create'
        ? { title: INSUFFICIENT_PERMISSIONS.title, message: INSUFFICIENT_PERMISSIONS.message(role) }
        : { title: 'Acceso denegado', message: EDIT_DENIED_MESSAGE }
      : null,
    loading: s.hasTag('loading') || s.matches('checking') || s.matches('redirected'),
    noCompany: s.matches('noCompany') ? NO_COMPANY_MESSAGE : null,
    notFound: s.matches('notFound'),
    loadError: s.matches('loadFailed') ? PROPERTY_LOAD_ERROR : null,
    showForm: s.matches('editing') || s.matches('saving'),
    property: data?.property ?? null,
    project: data?.project ?? null,
    models: data?.models ?? [],
    amenities: data?.amenities ?? [],
    amenitiesError: data?.amenitiesError ?? null,
    saving: s.hasTag('saving'),
    submitError: s.matches('editing') ? error : null,
    conflict: s.matches('conflict') ? error : null,
  };
};

export type PropertyFormView = ReturnType<typeof selectPropertyFormView>;
