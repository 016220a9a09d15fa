import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Task } from '#domain/lead-work';
import { can, type Access } from '#domain/permissions';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import { completeTask, loadTasks, type TaskScope } from './tasks.actors';

export const TASKS_LOAD_ERROR = 'No se pudieron cargar las tareas. Inténtalo de nuevo.';
export const TASK_DONE = 'Tarea completada';

export type TasksEvent =
  | AccessChangedEvent
  | { type: 'tasks.reload' }
  /** 'Marcar hecha'. */
  | { type: 'task.complete'; taskId: number };

type Input = { companyId: number; access: Access; scope: TaskScope };
type Context = Input & { tasks: Task[] | null; taskId: number | null };

/**
 * A list of open follow-up tasks, 'Mis tareas' or the dashboard's overdue ones: loaded, and a task marked done
 * leaves it. The list stays on screen while it loads again, so marking one done never blanks the others.
 */
export const tasksMachine = setup({
  types: { input: {} as Input, context: {} as Context, events: {} as TasksEvent },
  actors: { loadTasks, completeTask },
  guards: { canComplete: ({ context }) => can(context.access, 'task.manage', context.companyId) },
  actions: {
    notifyDone: () => {
      toast.success(TASK_DONE);
    },
    notifyError: (_, params: { message: string }) => {
      toast.error(params.message);
    },
  },
}).createMachine({
  id: 'tasks',
  context: ({ input }) => ({ ...input, tasks: null, taskId: null }),
  on: { 'access.changed': { actions: assign({ access: ({ event }) => event.access }) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTasks',
        src: 'loadTasks',
        input: ({ context }) => ({ companyId: context.companyId, scope: context.scope }),
        onDone: { target: 'ready', actions: assign({ tasks: ({ event }) => event.output.tasks }) },
        onError: 'failed',
      },
    },
    ready: {
      on: {
        'task.complete': {
          guard: 'canComplete',
          target: 'completing',
          actions: assign({ taskId: ({ event }) => event.taskId }),
        },
        'tasks.reload': 'loading',
      },
    },
    completing: {
      invoke: {
        id: 'completeTask',
        src: 'completeTask',
        input: ({ context }) => ({ taskId: context.taskId! }),
        onDone: { target: 'loading', actions: ['notifyDone', assign({ taskId: null })] },
        onError: {
          target: 'ready',
          actions: [
            assign({ taskId: null }),
            { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          ],
        },
      },
    },
    failed: { on: { 'tasks.reload': 'loading' } },
  },
});
