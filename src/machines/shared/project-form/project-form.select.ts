import type { SnapshotFrom } from 'xstate';
import { roleDeniedNotice } from '#domain/permissions';
import type { projectFormMachine } from './project-form.machine';

/** What the project form screen shows in each state. */
export const selectProjectFormView = (s: SnapshotFrom<typeof projectFormMachine>) => {
  const data = s.context.data;
  const creating = s.context.projectId === null;
  const companyId = creating ? s.context.companyId : (data?.project?.company_id ?? null);
  return {
    mode: s.context.projectId === null ? ('create' as const) : ('edit' as const),
    loading: s.hasTag('loading'),
    /** Spec §5: what a role that may not save this project reads instead of the form. */
    denied: s.matches('denied')
      ? roleDeniedNotice(
          companyId === null ? null : (s.context.access.roles[companyId] ?? null),
          creating ? 'crear proyectos en esta empresa' : 'editar este proyecto'
        )
      : null,
    notFound: s.matches('notFound'),
    loadError: s.matches('loadFailed') ? s.context.error : null,
    showForm: s.matches('editing') || s.matches('saving') || s.matches('saved') || s.hasTag('stale'),
    /** Another person saved first: 'Otra persona cambió este registro' with 'Recargar'. */
    stale: s.hasTag('stale'),
    project: data?.project ?? null,
    amenities: data?.amenities ?? [],
    amenitiesError: data?.amenitiesError ?? null,
    saving: s.hasTag('saving'),
    saved: s.matches('saved') || s.matches('done'),
    submitError: s.matches('editing') ? s.context.error : null,
    canSubmit: s.matches('editing') && !s.context.uploading,
    /** The form's upload batch (null without a company), and whether its images are still on their way. */
    uploadRef: s.context.upload,
    uploading: s.context.uploading,
  };
};
