import type { SnapshotFrom } from 'xstate';
import type { companyDetailMachine } from './company-detail.machine';

/** A company detail page: loading, the company, not found, or the failure's reason. */
export const selectCompanyDetailView = (s: SnapshotFrom<typeof companyDetailMachine>) => ({
  loading: s.matches('loading'),
  company: s.context.company,
  notFound: s.matches('notFound'),
  failed: s.matches('failed'),
  error: s.matches('failed') ? s.context.error : null,
});
