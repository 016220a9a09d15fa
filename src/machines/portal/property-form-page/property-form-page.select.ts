import type { SnapshotFrom } from 'xstate';
import { creatablePropertyStatuses, grantIn } from '#domain/permissions';
import { PROPERTY_STATUSES } from '#domain/statuses';
import { EDIT_DENIED_MESSAGE, INSUFFICIENT_PERMISSIONS } from '#domain/property-form';
import type { propertyFormPageMachine } from './property-form-page.machine';
import {
  NO_COMPANY_MESSAGE,
  PROPERTY_LOAD_ERROR,
  creatableTypes,
  owningCompany,
} from './property-form-page.machine';

/** What the property and unit form pages show in each state, rights included. */
export const selectPropertyFormPageView = (s: SnapshotFrom<typeof propertyFormPageMachine>) => {
  const { target, data, error, access } = s.context;
  const mode = target.propertyId === null ? ('create' as const) : ('edit' as const);
  const denied = s.matches('denied');
  const owner = owningCompany(s.context);
  const role = owner === null ? null : (access.roles[owner] ?? null);
  // A refused page names nothing of what it refused.
  const shown = denied ? null : data;
  return {
    kind: target.kind,
    mode,
    role,
    /** Spec §5: the types the role may create; an edit keeps every type. */
    allowedTypes: creatableTypes(s.context),
    /** The statuses a new property may have: those the role may set by editing; an edit offers every status. */
    allowedStatuses:
      mode === 'create' ? creatablePropertyStatuses(grantIn(access, owner)) : PROPERTY_STATUSES,
    /** VIEWERs creating (spec §6) or non-managers editing (spec §2) get a notice instead of a form. */
    denied: denied
      ? mode === 'create'
        ? { title: INSUFFICIENT_PERMISSIONS.title, message: INSUFFICIENT_PERMISSIONS.message(role) }
        : { title: 'Acceso denegado', message: EDIT_DENIED_MESSAGE }
      : null,
    loading: s.hasTag('loading') || s.matches('redirected'),
    noCompany: s.matches('noCompany') ? NO_COMPANY_MESSAGE : null,
    notFound: s.matches('notFound'),
    loadError: s.matches('loadFailed') ? PROPERTY_LOAD_ERROR : null,
    showForm: s.matches('editing') || s.matches('saving'),
    property: shown?.property ?? null,
    project: shown?.project ?? null,
    models: shown?.models ?? [],
    amenities: shown?.amenities ?? [],
    amenitiesError: shown?.amenitiesError ?? null,
    /** The property's upload batch, and whether its images are still on their way. */
    uploadRef: s.context.upload,
    uploading: s.context.uploading,
    saving: s.hasTag('saving'),
    submitError: s.matches('editing') ? error : null,
    conflict: s.matches('conflict') ? error : null,
  };
};
