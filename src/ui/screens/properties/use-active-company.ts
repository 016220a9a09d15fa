import { shallowEqual, useSelector } from '@xstate/react';
import { useSessionRef } from '#ui/app-actors';

/**
 * The session's active company, and whether the companies are still loading for the first time (nothing about
 * rights can be decided yet). Property and model pages wait for it, then take the company as their input.
 */
export function useActiveCompany(): { pending: boolean; activeCompany: { id: number; name: string } | null } {
  return useSelector(
    useSessionRef(),
    (s) => {
      const active = s?.context.companies.find((c) => c.id === s.context.activeCompanyId);
      return {
        pending: !s || (s.hasTag('loading') && s.context.companies.length === 0),
        activeCompany: active ? { id: active.id, name: active.name } : null,
      };
    },
    (a, b) =>
      a.pending === b.pending &&
      shallowEqual(a.activeCompany ?? {}, b.activeCompany ?? {}) &&
      (a.activeCompany === null) === (b.activeCompany === null)
  );
}
