import type { ComponentType } from 'react';
import type { GuardOptions } from '#machines/shell/guard/guard';

/** One route: its path, its screen (lazy ones can be fetched ahead), and the guard's options when not the default. */
export type RouteEntry = {
  path: string;
  component: ComponentType & { preload?: () => Promise<void> };
  guard?: GuardOptions;
};

/** Whether `pathname` is a route's path: the route tables use literal segments and `:param` segments only. */
export function pathMatches(path: string, pathname: string): boolean {
  const want = path.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (path === '/') return pathname === '/';
  return (
    want.length === have.length && want.every((s, i) => (s.startsWith(':') ? have[i] !== '' : s === have[i]))
  );
}

// The guard decides first (docs/decisions/0039): whoever the policy refuses 'platform.read' lands on /unauthorized
// before a screen loads. The server stays the authority; a refused admin call still shows the screen's error.
/** The guard's options for every page of the platform-admin area. */
export const ADMIN_ONLY: GuardOptions = { requireAdmin: true };
