// Kept apart from statuses.ts, which builds zod schemas: the permissions policy needs only this list, and the web
// app's entry chunk loads the policy, not zod.

/** The statuses of a property or unit (spec §4); BLOCKED is a unit the company holds back from sale. */
export const PROPERTY_STATUSES = ['AVAILABLE', 'RESERVED', 'SOLD', 'RENTED', 'BLOCKED'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
