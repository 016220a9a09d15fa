import type { SnapshotFrom } from 'xstate';
import type { adminAuditPageMachine } from './admin-audit-page.machine';

/** The audit screen: the page's entries and paging, or why they could not be read. */
export const selectAdminAuditPageView = (s: SnapshotFrom<typeof adminAuditPageMachine>) => ({
  loading: s.matches('loading'),
  error: s.matches('failed') ? s.context.error : null,
  entries: s.context.result?.entries ?? [],
  page: s.context.page,
  totalPages: s.context.result?.total_pages ?? 1,
  totalItems: s.context.result?.total_items ?? 0,
});
