import { fromPromise } from 'xstate';
import type { AcceptedInvitation, MyInvitation } from '#domain/invitation';
import { acceptInvitation, declineInvitation, fetchMyInvitations } from '#api/invitations.api';
import { api } from '#api/runtime';

/** The invitations addressed to the signed-in user. */
export const loadMyInvitations = fromPromise<MyInvitation[]>(({ signal }) => fetchMyInvitations(api, signal));

/** Accepts an invitation; answers the company joined and the role held there. */
export const acceptInvitationActor = fromPromise<AcceptedInvitation, { invitationId: number }>(
  ({ input, signal }) => acceptInvitation(api, input.invitationId, signal)
);

/** Declines an invitation. */
export const declineInvitationActor = fromPromise<void, { invitationId: number }>(({ input, signal }) =>
  declineInvitation(api, input.invitationId, signal)
);
