import { useSelector } from '@xstate/react';
import { useSessionRef } from '#ui/app-actors';

type ActiveCompany = { pending: boolean; activeCompany: { id: number; name: string } | null };

const same = (a: ActiveCompany, b: ActiveCompany) =>
  a.pending === b.pending &&
  a.activeCompany?.id === b.activeCompany?.id &&
  a.activeCompany?.name === b.activeCompany?.name;

/**
 * The session's active company, and whether the companies are still loading for the first time (nothing can be
 * decided yet). Project pages wait for it, then take the company as their input.
 */
export function useActiveCompany(): ActiveCompany {
  return useSelector(
    useSessionRef(),
    (s): ActiveCompany => {
      const active = s?.context.companies.find((c) => c.id === s.context.activeCompanyId);
      return {
        pending: !s || (s.hasTag('loading') && s.context.companies.length === 0),
        activeCompany: active ? { id: active.id, name: active.name } : null,
      };
    },
    same
  );
}
