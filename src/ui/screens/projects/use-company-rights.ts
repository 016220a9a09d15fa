import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectAuthView } from '#machines/auth/auth.select';
import { selectSessionView } from '#machines/session/session.select';
import type { CompanyRole } from '#domain/roles';
import { canManage } from '#domain/roles';
import { useAuthRef, useSessionRef } from '#ui/app-actors';

/** The session facts the project and property screens decide with: companies, roles and platform rights. */
export function useCompanyRights() {
  const session = useSelector(useSessionRef(), (s) => (s ? selectSessionView(s) : null), shallowEqual);
  const isPlatformAdmin = useSelector(useAuthRef(), (s) => selectAuthView(s).isPlatformAdmin);
  const companies = session?.companies;
  const roles = useMemo(
    () => Object.fromEntries((companies ?? []).map((c) => [c.id, c.role])) as Record<number, CompanyRole>,
    [companies]
  );
  const activeCompany = session?.activeCompany ?? null;
  const activeRole = session?.activeRole ?? null;
  return {
    /** The session is still fetching the companies for the first time: nothing can be decided yet. */
    pending: !session || (session.loading && session.companies.length === 0),
    activeCompany,
    activeRole,
    roles,
    isPlatformAdmin,
    /** Whether the user manages (OWNER/ADMIN) a given company, platform admins always. */
    managesCompany: (companyId: number | null | undefined) =>
      isPlatformAdmin || (companyId != null && canManage(roles[companyId])),
  };
}
