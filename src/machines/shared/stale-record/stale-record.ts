import { isStaleVersion } from '#api/api-error';

/**
 * The one answer of every edit form to a save that lost a race: the server refused a stale version with
 * a 409 carrying the current copy, so nothing was overwritten; the form waits in `stale` (tagged 'stale', which its
 * view shows as 'Otra persona cambió este registro' with 'Recargar'), and 'Recargar' goes back to the form's own
 * load state, which brings the current copy, with its new version, into the form.
 */

/** 'Recargar': load the record as it is now. */
export type StaleReloadEvent = { type: 'form.reload' };

/** Guard for a save's onError: another person saved the record first. */
export const savedByOther = ({ event }: { event: unknown }) =>
  isStaleVersion((event as { error?: unknown }).error);

/** The first onError branch of a save: a stale version waits for 'Recargar' instead of counting as a failure. */
export const staleSave = { guard: 'savedByOther', target: 'stale' } as const;

/** The state a form waits in after a stale save; `reload` is the sibling state that loads the record. */
export const staleRecordState = <Reload extends string>(reload: Reload) => ({
  tags: 'stale' as const,
  on: { 'form.reload': { target: reload } },
});
