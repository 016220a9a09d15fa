import toast from 'react-hot-toast';
import { assign, raise, setup, spawnChild, stopChild } from 'xstate';
import { errorMessage } from '#api/api-error';
import { colombiaInstant } from '#domain/business-calendar';
import type { AgendaVisitForm, Visit } from '#domain/lead-work';
import { can, type Access } from '#domain/permissions';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import { visitMachine } from '#machines/leads/visit/visit.machine';
import { loadAgendaOptions, loadVisits, scheduleVisit, type AgendaOptions } from './agenda-page.actors';

export const AGENDA_LOAD_ERROR = 'No se pudo cargar la agenda. Inténtalo de nuevo.';
export const VISIT_SCHEDULED = 'Visita agendada';

export type AgendaPageEvent =
  | AccessChangedEvent
  /** The calendar shows other days: [start, end) as Colombian dates ('YYYY-MM-DD'). */
  | { type: 'range.change'; start: string; end: string }
  /** Only one salesperson's visits, or everyone's (null). */
  | { type: 'filter.salesperson'; salespersonId: number | null }
  /** Only one project's visits, or every project's (null). */
  | { type: 'filter.project'; projectId: number | null }
  | { type: 'visits.reload' }
  /** A visit clicked in the calendar: its panel with the outcome buttons. */
  | { type: 'visit.open'; visitId: number }
  | { type: 'visit.close' }
  /** 'Agendar visita'. */
  | { type: 'schedule.open' }
  | { type: 'schedule.cancel' }
  /** The form passed its Spanish validation; the server still refuses a time in the past. */
  | { type: 'schedule.submit'; values: AgendaVisitForm };

type Input = { companyId: number; access: Access };
type Context = Input & {
  /** The instants on screen, [from, to); null until the calendar says which days it shows. */
  range: { from: string; to: string } | null;
  visits: Visit[];
  options: AgendaOptions;
  salespersonId: number | null;
  projectId: number | null;
  scheduleError: string | null;
};

/** Raised inside the page: the visits of the days on screen load again. */
type RefreshEvent = { type: 'visits.refresh' };

const NO_OPTIONS: AgendaOptions = { salespeople: [], projects: [], leads: [] };

/**
 * /constructor/agenda, 'Agenda': the company's visits to the sales room for the week or day on screen, filtered by
 * salesperson and project; a clicked visit runs its own statechart (outcome buttons) in a panel, and
 * 'Agendar visita' books a new one. Each runs in its own region, so a panel or a form never blanks the calendar.
 */
export const agendaPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as AgendaPageEvent | RefreshEvent,
    children: {} as { visit: 'visitMachine' },
  },
  actors: { loadAgendaOptions, loadVisits, scheduleVisit, visitMachine },
  guards: {
    canSchedule: ({ context }) => can(context.access, 'visit.manage', context.companyId),
    hasRange: ({ context }) => context.range !== null,
  },
  actions: {
    refreshVisits: raise({ type: 'visits.refresh' } as const),
    openVisit: spawnChild('visitMachine', {
      id: 'visit',
      input: ({ context, event }) => ({
        visit: context.visits.find(
          (v) => v.id === (event as Extract<AgendaPageEvent, { type: 'visit.open' }>).visitId
        )!,
      }),
    }),
    closeVisit: stopChild('visit'),
    notifyScheduled: () => {
      toast.success(VISIT_SCHEDULED);
    },
  },
}).createMachine({
  id: 'agendaPage',
  context: ({ input }) => ({
    ...input,
    range: null,
    visits: [],
    options: NO_OPTIONS,
    salespersonId: null,
    projectId: null,
    scheduleError: null,
  }),
  type: 'parallel',
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'range.change': {
      actions: [
        assign({
          range: ({ event }) => ({
            from: colombiaInstant(event.start, '00:00').toISOString(),
            to: colombiaInstant(event.end, '00:00').toISOString(),
          }),
        }),
        'refreshVisits',
      ],
    },
    'filter.salesperson': { actions: assign({ salespersonId: ({ event }) => event.salespersonId }) },
    'filter.project': { actions: assign({ projectId: ({ event }) => event.projectId }) },
  },
  states: {
    // The filters' and the form's choices; a failure leaves them empty and the calendar still works.
    options: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadAgendaOptions',
            src: 'loadAgendaOptions',
            input: ({ context }) => ({
              companyId: context.companyId,
              withLeads: can(context.access, 'visit.manage', context.companyId),
            }),
            onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    visits: {
      initial: 'waiting',
      states: {
        // The calendar has not yet said which days it shows.
        waiting: { on: { 'visits.refresh': { guard: 'hasRange', target: 'loading' } } },
        loading: {
          // Newer days replace the question under way.
          on: { 'visits.refresh': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadVisits',
            src: 'loadVisits',
            input: ({ context }) => ({ companyId: context.companyId, ...context.range! }),
            onDone: { target: 'ready', actions: assign({ visits: ({ event }) => event.output.visits }) },
            onError: 'failed',
          },
        },
        ready: { on: { 'visits.refresh': 'loading' } },
        failed: { on: { 'visits.refresh': 'loading', 'visits.reload': 'loading' } },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'visit.open': 'open' } },
        open: {
          entry: 'openVisit',
          exit: 'closeVisit',
          on: {
            'visit.open': { target: 'open', reenter: true },
            'visit.close': 'closed',
            // An outcome was recorded: the calendar shows it (and a rescheduled visit's successor).
            'xstate.done.actor.visit': { actions: 'refreshVisits' },
          },
        },
      },
    },
    schedule: {
      initial: 'closed',
      states: {
        closed: { on: { 'schedule.open': { guard: 'canSchedule', target: 'editing' } } },
        editing: {
          on: {
            'schedule.cancel': { target: 'closed', actions: assign({ scheduleError: null }) },
            'schedule.submit': { target: 'saving', actions: assign({ scheduleError: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'scheduleVisit',
            src: 'scheduleVisit',
            input: ({ event }) => {
              const { lead_id, ...visit } = (event as Extract<AgendaPageEvent, { type: 'schedule.submit' }>)
                .values;
              return { leadId: lead_id, visit };
            },
            onDone: { target: 'closed', actions: ['notifyScheduled', 'refreshVisits'] },
            onError: {
              target: 'editing',
              actions: assign({ scheduleError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
  },
});
