import type { SnapshotFrom } from 'xstate';
import { NO_COMPANY_MESSAGE } from '#machines/shared/project-form/project-form.machine';
import type { constructorFormPageMachine } from './constructor-form-page.machine';

/** What the constructor project form shows in each state, rights included. */
export const selectConstructorFormPageView = (s: SnapshotFrom<typeof constructorFormPageMachine>) => {
  const data = s.context.data;
  const showForm = s.matches('editing') || s.matches('saving') || s.hasTag('stale');
  return {
    mode: s.context.projectId === null ? ('create' as const) : ('edit' as const),
    loading: s.hasTag('loading'),
    denied: s.matches('denied'),
    /** Spec §8: a new project needs an active company. */
    noCompany: s.matches('noCompany') ? NO_COMPANY_MESSAGE : null,
    notFound: s.matches('notFound'),
    loadError: s.matches('loadFailed') ? s.context.error : null,
    showForm,
    /** Another person saved first: 'Otra persona cambió este registro' with 'Recargar'. */
    stale: s.hasTag('stale'),
    project: data?.project ?? null,
    amenities: data?.amenities ?? [],
    amenitiesError: data?.amenitiesError ?? null,
    /** The form's upload batch (null without a company), and whether its files are still on their way. */
    uploadRef: s.context.upload,
    uploading: s.context.uploading,
    saving: s.hasTag('saving'),
    submitError: s.matches('editing') ? s.context.error : null,
    canCancel: s.can({ type: 'form.cancel' }),
  };
};
