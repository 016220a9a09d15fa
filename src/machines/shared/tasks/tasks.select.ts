import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import type { tasksMachine } from './tasks.machine';

/** The open tasks, overdue ones first (each group soonest due first), and whether one may be marked done. */
export const selectTasksView = (s: SnapshotFrom<typeof tasksMachine>) => {
  const tasks = s.context.tasks ?? [];
  return {
    tasks: [...tasks.filter((t) => t.overdue), ...tasks.filter((t) => !t.overdue)],
    loading: s.context.tasks === null && s.matches('loading'),
    failed: s.matches('failed'),
    completingId: s.context.taskId,
    canComplete: can(s.context.access, 'task.manage', s.context.companyId) && s.matches('ready'),
  };
};
