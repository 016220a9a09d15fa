import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { Property } from '#domain/property';
import { api } from '#api/runtime';
import { fetchCompanyProperties } from '#api/properties.api';
import type { entityDeleteMachine } from '#machines/entity-delete/entity-delete.machine';

export const loadProperties = fromPromise<Property[], { companyId: number }>(({ input, signal }) =>
  fetchCompanyProperties(api, input.companyId, signal)
);

/** Turns the delete flow's `deleted` announcement into an event of the page, which then reloads its list. */
export const relayDeleted = fromCallback<
  { type: never },
  { deleteRef: ActorRefFrom<typeof entityDeleteMachine> }
>(({ input, sendBack }) => {
  const sub = input.deleteRef.on('deleted', () => sendBack({ type: 'entity.deleted' }));
  return () => sub.unsubscribe();
});
