import type { SnapshotFrom } from 'xstate';
import type { companyFormMachine } from './company-form.machine';

/** What the company form screen shows: loading, not found, the form with its warning or error, or busy. */
export const selectCompanyFormView = (s: SnapshotFrom<typeof companyFormMachine>) => ({
  isEdit: s.context.companyId !== null,
  loading: s.matches('loading') || s.matches('start'),
  loadError: s.matches('loadFailed') ? s.context.error : null,
  notFound: s.matches('notFound'),
  company: s.context.company,
  showForm:
    s.matches('idle') ||
    s.matches('submitting') ||
    s.matches('conflict') ||
    s.matches('failed') ||
    s.hasTag('stale'),
  /** Another person saved first: 'Otra persona cambió este registro' with 'Recargar'. */
  stale: s.hasTag('stale'),
  submitting: s.matches('submitting'),
  saved: s.matches('saved'),
  conflict: s.matches('conflict'),
  error: s.matches('failed') ? s.context.error : null,
  canSubmit: s.can({ type: 'form.submit', values: {} as never }),
});
