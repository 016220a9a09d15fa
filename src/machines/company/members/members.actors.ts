import { fromPromise } from 'xstate';
import type { CompanyInvitation } from '#domain/invitation';
import type { Member, MemberInvite } from '#domain/member';
import type { CompanyRole } from '#domain/roles';
import {
  cancelInvitation,
  fetchInvitations,
  fetchMembers,
  inviteMember,
  removeMember,
  updateMemberRole,
} from '#api/companies.api';
import { api } from '#api/runtime';

/** What the members section lists: the company's members, owners first, and its pending invitations. */
export type MembersAndInvitations = { members: Member[]; invitations: CompanyInvitation[] };

/** The company's members and pending invitations. */
export const loadMembers = fromPromise<MembersAndInvitations, { companyId: number }>(
  async ({ input, signal }) => {
    const [members, invitations] = await Promise.all([
      fetchMembers(api, input.companyId, signal),
      fetchInvitations(api, input.companyId, signal),
    ]);
    return { members, invitations };
  }
);

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
