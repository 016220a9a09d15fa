import type { SnapshotFrom } from 'xstate';
import { DEFAULT_COMPANY_ROLE } from '#domain/company-roles';
import type { sessionMachine } from './session.machine';

/** What views need of the session: profile, companies, the active one, and switching state. */
export const selectSessionView = (s: SnapshotFrom<typeof sessionMachine>) => {
  const { profile, role, companies, activeCompanyId, error, lastCompanyChange } = s.context;
  const activeCompany = companies.find((c) => c.id === activeCompanyId) ?? null;
  return {
    loading: s.hasTag('loading'),
    ready: s.matches('ready'),
    switching: s.hasTag('switching'),
    failed: s.matches('failed') || s.matches('unauthorized'),
    initialized: s.context.initialized,
    error,
    profile,
    /** Spec §6: the default role when absent is OWNER. */
    role: role?.role_in_company ?? profile?.role_in_company ?? DEFAULT_COMPANY_ROLE,
    companies,
    activeCompany,
    /** Role in the active company, which screens use to show or hide management controls. */
    activeRole: activeCompany?.role ?? null,
    isCompanyOwner: Boolean(profile?.personal_company?.id),
    lastCompanyChange,
  };
};

export type SessionView = ReturnType<typeof selectSessionView>;
