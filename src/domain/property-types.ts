// Kept apart from statuses.ts, which builds zod schemas: the permissions policy needs only this list, and the web
// app's entry chunk loads the policy, not zod.

/** The kinds of property (spec §4). */
export const PROPERTY_TYPES = ['apartment', 'house', 'office', 'land', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
