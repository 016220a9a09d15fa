import type { ComponentType } from 'react';
import type { GuardOptions } from '#machines/shell/guard/guard';

/** One portal route: its path, its screen, and the guard's options when they differ from the default. */
export type RouteEntry = { path: string; component: ComponentType; guard?: GuardOptions };

// The guard decides first (docs/decisions/0039): whoever the policy refuses 'platform.read' lands on /unauthorized
// before a screen loads. The server stays the authority; a refused admin call still shows the screen's error.
/** The guard's options for every page of the platform-admin area. */
export const ADMIN_ONLY: GuardOptions = { requireAdmin: true };
