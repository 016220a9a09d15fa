import { fromPromise } from 'xstate';
import type { CompanyInvitation } from '#domain/invitation';
import type { Member, MemberInvite, MemberPage } from '#domain/member';
import type { CompanyRole } from '#domain/roles';
import {
  cancelInvitation,
  fetchInvitations,
  fetchMembersPage,
  inviteMember,
  removeMember,
  updateMemberRole,
  type MembersQuery,
} from '#api/companies.api';
import { api } from '#api/runtime';

/** What the members section lists: a page of the company's members and its pending invitations. */
export type MembersAndInvitations = MemberPage & { invitations: CompanyInvitation[] };

/** A page of the company's members as searched and sorted, and its pending invitations (a handful). */
export const loadMembers = fromPromise<MembersAndInvitations, MembersQuery>(async ({ input, signal }) => {
  const [page, invitations] = await Promise.all([
    fetchMembersPage(api, input, signal),
    fetchInvitations(api, input.companyId, signal),
  ]);
  return { ...page, invitations };
});

/** Invites someone by email with a role; answers the pending invitation. */
export const inviteMemberActor = fromPromise<CompanyInvitation, { companyId: number; invite: MemberInvite }>(
  ({ input, signal }) => inviteMember(api, input.companyId, input.invite, signal)
);

/** Withdraws a pending invitation. */
export const cancelInvitationActor = fromPromise<void, { companyId: number; invitationId: number }>(
  ({ input, signal }) => cancelInvitation(api, input.companyId, input.invitationId, signal)
);

/** Changes a member's role; answers the updated membership. */
export const changeMemberRole = fromPromise<
  Member,
  { companyId: number; memberId: number; role: CompanyRole }
>(({ input, signal }) => updateMemberRole(api, input.companyId, input.memberId, input.role, signal));

/** Removes a member from the company. */
export const removeMemberActor = fromPromise<void, { companyId: number; memberId: number }>(
  ({ input, signal }) => removeMember(api, input.companyId, input.memberId, signal)
);
