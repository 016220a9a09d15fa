import type { ComponentType } from 'react';
import type { GuardOptions } from '#machines/shell/guard/guard';

/** One portal route: its path, its screen, and the guard's options when they differ from the default. */
export type RouteEntry = { path: string; component: ComponentType; guard?: GuardOptions };
