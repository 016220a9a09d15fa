import type { SnapshotFrom } from 'xstate';
import { can, roleDeniedNotice } from '#domain/permissions';
import type { companyFormPageMachine } from './company-form-page.machine';

/** What the company form page shows: the form's and the document types' actors, and the permission warning. */
export const selectCompanyFormPageView = (s: SnapshotFrom<typeof companyFormPageMachine>) => {
  const { companyId, access } = s.context;
  return {
    // Invoked at the root, so present for the page's whole life.
    formRef: s.children.companyForm!,
    docTypesRef: s.children.documentTypes!,
    /** Spec §2, §6: the create form warns when the token lacks create:companies. */
    canCreateCompanies: can(access, 'company.createPerToken'),
    /** Spec §5: a role that may not edit the company reads why instead of a form it could not save. */
    denied:
      companyId !== null && !can(access, 'company.update', companyId)
        ? roleDeniedNotice(access.roles[companyId] ?? null, 'editar esta empresa')
        : null,
  };
};

export type CompanyFormPageView = ReturnType<typeof selectCompanyFormPageView>;
