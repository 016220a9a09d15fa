import { fromPromise } from 'xstate';
import type { Visit, VisitCreate, VisitList } from '#domain/lead-work';
import type { Member } from '#domain/member';
import { api } from '#api/runtime';
import { fetchMembers } from '#api/companies.api';
import { fetchConstructorProjects } from '#api/constructor-projects.api';
import { fetchLeads, fetchVisits, scheduleVisit as postVisit } from '#api/leads.api';
import { LEADS_MAX_LIMIT } from '#domain/lead';

/** A name to choose in a list: a project, a salesperson or a lead. */
export type Choice = { id: number; name: string };

/** Who and what a visit may be booked with: the company's members (not viewers), projects and newest leads. */
export type AgendaOptions = { salespeople: Choice[]; projects: Choice[]; leads: Choice[] };

const salespeopleOf = (members: Member[]): Choice[] =>
  members.filter((m) => m.role !== 'VIEWER').map((m) => ({ id: m.user_id, name: m.full_name ?? m.email }));

/** The choices of the agenda's filters and of 'Agendar visita'. */
export const loadAgendaOptions = fromPromise<AgendaOptions, { companyId: number; withLeads: boolean }>(
  async ({ input, signal }) => {
    const [members, projects, leads] = await Promise.all([
      fetchMembers(api, input.companyId, signal),
      fetchConstructorProjects(api, { company_id: input.companyId }, signal),
      input.withLeads
        ? fetchLeads(api, { company_id: input.companyId, page: 1, limit: LEADS_MAX_LIMIT }, signal)
        : null,
    ]);
    return {
      salespeople: salespeopleOf(members),
      projects: projects.projects.map((p) => ({ id: p.id, name: p.name })),
      leads: (leads?.leads ?? []).map((l) => ({ id: l.id, name: l.contact_name ?? `Lead ${l.id}` })),
    };
  }
);

/** The visits of the days on screen. */
export const loadVisits = fromPromise<VisitList, { companyId: number; from: string; to: string }>(
  ({ input, signal }) =>
    fetchVisits(api, { company_id: input.companyId, from: input.from, to: input.to }, signal)
);

/** 'Agendar visita' for a lead. */
export const scheduleVisit = fromPromise<Visit, { leadId: number; visit: VisitCreate }>(({ input }) =>
  postVisit(api, input.leadId, input.visit)
);
