import type { SnapshotFrom } from 'xstate';
import { assignableRoles, can, grantIn } from '#domain/permissions';
import type { companyDetailPageMachine } from './company-detail-page.machine';

/**
 * What /company/{id} shows: the child actors its sections read (detail, delete dialog, members while managing)
 * and the rights, answered by the policy.
 */
export const selectCompanyDetailPageView = (s: SnapshotFrom<typeof companyDetailPageMachine>) => {
  const { access, companyId } = s.context;
  return {
    // Invoked at the root, so present for the page's whole life.
    detailRef: s.children.companyDetail!,
    deleteRef: s.children.companyDelete!,
    membersRef: s.children.members,
    /** 'Captura de leads', while the caller may manage it. */
    leadCaptureRef: can(access, 'lead_capture.manage', companyId) ? s.children.leadCapture : undefined,
    /** 'Política de tratamiento de datos', read by every member. */
    privacyRef: s.children.privacySettings,
    /** Publishing a version and setting the retention (OWNER, ADMIN). */
    canEditPrivacy: can(access, 'privacy.manage', companyId),
    /** 'Ventas': the company's sale settings (quote validity, a MEMBER's discount cap, separación days). */
    saleSettingsRef: s.children.saleSettings,
    /** The caller's role in this company (null when not a member). */
    role: access.roles[companyId] ?? null,
    canUpdate: can(access, 'company.update', companyId),
    canDelete: s.matches('managing') && can(access, 'company.delete', companyId),
    /** The roles the caller may give or take away in the members table (OWNER only for owners). */
    assignableRoles: assignableRoles(grantIn(access, companyId)),
  };
};

export type CompanyDetailPageView = ReturnType<typeof selectCompanyDetailPageView>;
