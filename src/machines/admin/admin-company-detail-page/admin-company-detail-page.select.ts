import type { SnapshotFrom } from 'xstate';
import type { adminCompanyDetailPageMachine } from './admin-company-detail-page.machine';

/** The admin company page: the detail's and the dialog's actors, and whether 'Eliminar Empresa' is offered. */
export const selectAdminCompanyDetailPageView = (s: SnapshotFrom<typeof adminCompanyDetailPageMachine>) => ({
  // Invoked at the root, so present for the page's whole life.
  detailRef: s.children.companyDetail!,
  deleteRef: s.children.companyDelete!,
  canDelete: s.matches('managing'),
});

export type AdminCompanyDetailPageView = ReturnType<typeof selectAdminCompanyDetailPageView>;
