import { fromPromise } from 'xstate';
import type { Task, TaskCreate, Visit } from '#domain/lead-work';
import { api } from '#api/runtime';
import { createTask, fetchTasks, fetchVisits, updateTask } from '#api/leads.api';

/** A lead's tasks (done ones too) and visits, oldest due or soonest first. */
export const loadLeadWork = fromPromise<
  { tasks: Task[]; visits: Visit[] },
  { companyId: number; leadId: number }
>(async ({ input, signal }) => {
  const query = { company_id: input.companyId, lead_id: input.leadId };
  const [tasks, visits] = await Promise.all([
    fetchTasks(api, query, signal),
    fetchVisits(api, query, signal),
  ]);
  return { tasks: tasks.tasks, visits: visits.visits };
});

/** 'Añadir tarea'. */
export const addTask = fromPromise<Task, { leadId: number; task: TaskCreate }>(({ input }) =>
  createTask(api, input.leadId, input.task)
);

/** A task's done box. */
export const toggleTask = fromPromise<Task, { taskId: number; done: boolean }>(({ input }) =>
  updateTask(api, input.taskId, input.done)
);
