import { fromPromise } from 'xstate';
import type { Task, TaskList } from '#domain/lead-work';
import { api } from '#api/runtime';
import { fetchTasks, updateTask } from '#api/leads.api';

/** Which open tasks a list shows: the caller's ('Mis tareas') or the company's overdue ones (the dashboard). */
export type TaskScope = 'mine' | 'overdue';

/** The open tasks of the scope, soonest due first. */
export const loadTasks = fromPromise<TaskList, { companyId: number; scope: TaskScope }>(({ input, signal }) =>
  fetchTasks(
    api,
    { company_id: input.companyId, ...(input.scope === 'mine' ? { mine: 'true' } : { overdue: 'true' }) },
    signal
  )
);

/** A task marked done. */
export const completeTask = fromPromise<Task, { taskId: number }>(({ input }) =>
  updateTask(api, input.taskId, true)
);
