import type { SnapshotFrom } from 'xstate';
import { PERMISSION_CREATE_COMPANIES } from '#domain/permissions';
import type { companyFormPageMachine } from './company-form-page.machine';

/** What the company form page shows: the form's and the document types' actors, and the permission warning. */
export const selectCompanyFormPageView = (s: SnapshotFrom<typeof companyFormPageMachine>) => ({
  // Invoked at the root, so present for the page's whole life.
  formRef: s.children.companyForm!,
  docTypesRef: s.children.documentTypes!,
  /** Spec §2, §6: the create form warns when the token lacks create:companies. */
  canCreateCompanies: s.context.access.permissions.includes(PERMISSION_CREATE_COMPANIES),
});

export type CompanyFormPageView = ReturnType<typeof selectCompanyFormPageView>;
