import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Access } from '#domain/permissions';
import { NO_ACCESS } from '#domain/permissions';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import { useAuthRef, useSessionRef } from '#ui/app-actors';

/** The signed-in user's access: their role in each company and the token's permissions. */
export function useAccess(): Access {
  const companies = useSelector(useSessionRef(), (s) => s?.context.companies, shallowEqual);
  const permissions = useSelector(useAuthRef(), (s) => s.context.permissions, shallowEqual);
  return useMemo(
    () =>
      companies || permissions.length > 0
        ? { roles: Object.fromEntries((companies ?? []).map((c) => [c.id, c.role])), permissions }
        : NO_ACCESS,
    [companies, permissions]
  );
}

/** Tells a page machine when the user's access changes, so it never decides with stale roles. */
export function useAccessSync(ref: { send: (event: AccessChangedEvent) => void }, access: Access): void {
  useEffect(() => ref.send({ type: 'access.changed', access }), [ref, access]);
}

/** The `navigate` action implementation page machines are provided with. */
export function useNavigateAction() {
  const [, setLocation] = useLocation();
  return useMemo(
    () =>
      (_: unknown, params: NavigateParams): void =>
        setLocation(params.to, { replace: params.replace }),
    [setLocation]
  );
}
