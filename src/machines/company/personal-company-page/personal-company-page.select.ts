import type { SnapshotFrom } from 'xstate';
import type { personalCompanyPageMachine } from './personal-company-page.machine';

/** The personal company page: the detail actor of the owned company, or none (the empty state). */
export const selectPersonalCompanyPageView = (s: SnapshotFrom<typeof personalCompanyPageMachine>) => ({
  detailRef: s.children.companyDetail,
});
