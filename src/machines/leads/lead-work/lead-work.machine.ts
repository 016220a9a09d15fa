import { assign, raise, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Task, TaskCreate, Visit, VisitCreate } from '#domain/lead-work';
import { can, type Access } from '#domain/permissions';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import {
  loadAgendaOptions,
  scheduleVisit,
  type AgendaOptions,
} from '#machines/leads/agenda-page/agenda-page.actors';
import { addTask, loadLeadWork, toggleTask } from './lead-work.actors';

export type LeadWorkEvent =
  | AccessChangedEvent
  | { type: 'work.reload' }
  /** 'Añadir tarea' with a valid form. */
  | { type: 'task.add'; task: TaskCreate }
  /** A task's done box. */
  | { type: 'task.toggle'; taskId: number; done: boolean }
  /** 'Agendar visita' opens its form; the form is sent once valid. */
  | { type: 'visit.schedule' }
  | { type: 'visit.cancel' }
  | { type: 'visit.submit'; visit: VisitCreate };

type Input = { leadId: number; companyId: number; access: Access };
type Context = Input & {
  tasks: Task[];
  visits: Visit[];
  options: AgendaOptions;
  taskError: string | null;
  visitError: string | null;
};

type RefreshEvent = { type: 'work.refresh' };

/**
 * The work on one lead inside its profile: its follow-up tasks (added, marked done or open again) and its visits
 * with their outcome, and 'Agendar visita'. Every change is the server's first; the lists then load again.
 */
export const leadWorkMachine = setup({
  types: { input: {} as Input, context: {} as Context, events: {} as LeadWorkEvent | RefreshEvent },
  actors: { loadLeadWork, loadAgendaOptions, addTask, toggleTask, scheduleVisit },
  guards: {
    canManageTasks: ({ context }) => can(context.access, 'task.manage', context.companyId),
    canManageVisits: ({ context }) => can(context.access, 'visit.manage', context.companyId),
  },
  actions: { refresh: raise({ type: 'work.refresh' } as const) },
}).createMachine({
  id: 'leadWork',
  context: ({ input }) => ({
    ...input,
    tasks: [],
    visits: [],
    options: { salespeople: [], projects: [], leads: [] },
    taskError: null,
    visitError: null,
  }),
  type: 'parallel',
  on: { 'access.changed': { actions: assign({ access: ({ event }) => event.access }) } },
  states: {
    lists: {
      initial: 'loading',
      states: {
        loading: {
          on: { 'work.refresh': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadLeadWork',
            src: 'loadLeadWork',
            input: ({ context }) => ({ companyId: context.companyId, leadId: context.leadId }),
            onDone: {
              target: 'ready',
              actions: assign({
                tasks: ({ event }) => event.output.tasks,
                visits: ({ event }) => event.output.visits,
              }),
            },
            onError: 'failed',
          },
        },
        ready: { on: { 'work.refresh': 'loading' } },
        failed: { on: { 'work.refresh': 'loading', 'work.reload': 'loading' } },
      },
    },
    tasks: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'task.add': { guard: 'canManageTasks', target: 'adding', actions: assign({ taskError: null }) },
            'task.toggle': {
              guard: 'canManageTasks',
              target: 'toggling',
              actions: assign({ taskError: null }),
            },
          },
        },
        adding: {
          invoke: {
            id: 'addTask',
            src: 'addTask',
            input: ({ context, event }) => ({
              leadId: context.leadId,
              task: (event as Extract<LeadWorkEvent, { type: 'task.add' }>).task,
            }),
            onDone: { target: 'idle', actions: 'refresh' },
            onError: {
              target: 'idle',
              actions: assign({ taskError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        toggling: {
          invoke: {
            id: 'toggleTask',
            src: 'toggleTask',
            input: ({ event }) => {
              const { taskId, done } = event as Extract<LeadWorkEvent, { type: 'task.toggle' }>;
              return { taskId, done };
            },
            onDone: { target: 'idle', actions: 'refresh' },
            onError: {
              target: 'idle',
              actions: assign({ taskError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
    visit: {
      initial: 'closed',
      states: {
        closed: { on: { 'visit.schedule': { guard: 'canManageVisits', target: 'options' } } },
        // The salespeople and projects to choose from; a failure leaves the lists empty and the form still opens.
        options: {
          invoke: {
            id: 'loadAgendaOptions',
            src: 'loadAgendaOptions',
            input: ({ context }) => ({ companyId: context.companyId, withLeads: false }),
            onDone: { target: 'editing', actions: assign({ options: ({ event }) => event.output }) },
            onError: 'editing',
          },
        },
        editing: {
          on: {
            'visit.cancel': { target: 'closed', actions: assign({ visitError: null }) },
            'visit.submit': { target: 'saving', actions: assign({ visitError: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'scheduleVisit',
            src: 'scheduleVisit',
            input: ({ context, event }) => ({
              leadId: context.leadId,
              visit: (event as Extract<LeadWorkEvent, { type: 'visit.submit' }>).visit,
            }),
            onDone: { target: 'closed', actions: 'refresh' },
            onError: {
              target: 'editing',
              actions: assign({ visitError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
  },
});
