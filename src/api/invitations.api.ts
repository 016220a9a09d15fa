import type { AcceptedInvitation, MyInvitation } from '#domain/invitation';
import { type ApiClient, dataOf } from './client';

/** `GET /users/me/invitations`: the invitations addressed to the signed-in user. */
export const fetchMyInvitations = async (api: ApiClient, signal?: AbortSignal): Promise<MyInvitation[]> =>
  dataOf(await api.GET('/users/me/invitations', { signal }));

/** `POST /users/me/invitations/{invitationId}/accept`: joins the inviting company with the invited role. */
export const acceptInvitation = async (
  api: ApiClient,
  invitationId: number,
  signal?: AbortSignal
): Promise<AcceptedInvitation> =>
  dataOf(
    await api.POST('/users/me/invitations/{invitationId}/accept', {
      params: { path: { invitationId } },
      signal,
    })
  );

/** `DELETE /users/me/invitations/{invitationId}`: declines an invitation. */
export async function declineInvitation(
  api: ApiClient,
  invitationId: number,
  signal?: AbortSignal
): Promise<void> {
  await api.DELETE('/users/me/invitations/{invitationId}', { params: { path: { invitationId } }, signal });
}
