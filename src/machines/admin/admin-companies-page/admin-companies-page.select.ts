import type { SnapshotFrom } from 'xstate';
import type { adminCompaniesPageMachine } from './admin-companies-page.machine';

/** The admin list page: the list's and the dialog's actors, the carried notice, and whether cards offer a delete. */
export const selectAdminCompaniesPageView = (s: SnapshotFrom<typeof adminCompaniesPageMachine>) => ({
  // Invoked at the root, so present for the page's whole life.
  listRef: s.children.adminCompanies!,
  deleteRef: s.children.companyDelete!,
  notice: s.context.notice,
  canDelete: s.matches('managing'),
});

export type AdminCompaniesPageView = ReturnType<typeof selectAdminCompaniesPageView>;
