import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import type { agendaPageMachine } from './agenda-page.machine';

/** What the agenda shows: the filtered visits, the filters' choices, the open visit's actor and the form. */
export const selectAgendaPageView = (s: SnapshotFrom<typeof agendaPageMachine>) => {
  const { visits, salespersonId, projectId, options, access, companyId } = s.context;
  return {
    visits: visits.filter(
      (v) =>
        (salespersonId === null || v.salesperson_id === salespersonId) &&
        (projectId === null || v.project_id === projectId)
    ),
    loading: s.matches({ visits: 'loading' }),
    failed: s.matches({ visits: 'failed' }),
    salespersonId,
    projectId,
    salespeople: options.salespeople,
    projects: options.projects,
    leads: options.leads,
    canSchedule: can(access, 'visit.manage', companyId),
    visitRef: s.matches({ panel: 'open' }) ? (s.children.visit ?? null) : null,
    scheduling: !s.matches({ schedule: 'closed' }),
    saving: s.matches({ schedule: 'saving' }),
    scheduleError: s.context.scheduleError,
  };
};
