import { fromPromise } from 'xstate';
import type { Member, MemberInvite } from '#domain/member';
import type { CompanyRole } from '#domain/roles';
import { fetchMembers, inviteMember, removeMember, updateMemberRole } from '#api/companies.api';
import { api } from '#api/runtime';

/** The company's members, owners first. */
export const loadMembers = fromPromise<Member[], { companyId: number }>(({ input, signal }) =>
  fetchMembers(api, input.companyId, signal)
);

/** Invites someone by email with a role; answers the new membership. */
export const inviteMemberActor = fromPromise<Member, { companyId: number; invite: MemberInvite }>(
  ({ input, signal }) => inviteMember(api, input.companyId, input.invite, signal)
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
