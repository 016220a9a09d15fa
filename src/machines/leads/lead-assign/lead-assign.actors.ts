import { fromPromise } from 'xstate';
import type { LeadDetail } from '#domain/lead';
import type { Member } from '#domain/member';
import { api } from '#api/runtime';
import { fetchMembers } from '#api/companies.api';
import { assignLead } from '#api/leads.api';

/** The company's members, to choose the lead's owner from. */
export const loadMembers = fromPromise<Member[], { companyId: number }>(({ input, signal }) =>
  fetchMembers(api, input.companyId, signal)
);

/** 'Asignar': the chosen member (or nobody), on the version the profile read. */
export const saveAssignee = fromPromise<
  LeadDetail,
  { leadId: number; version: number; assignedTo: number | null }
>(({ input }) => assignLead(api, input.leadId, { version: input.version, assigned_to: input.assignedTo }));
