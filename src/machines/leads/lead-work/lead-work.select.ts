import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import type { leadWorkMachine } from './lead-work.machine';

/** The lead's tasks and visits in its profile, and what the user may do with them. */
export const selectLeadWorkView = (s: SnapshotFrom<typeof leadWorkMachine>) => ({
  tasks: s.context.tasks,
  visits: s.context.visits,
  loading: s.matches({ lists: 'loading' }),
  failed: s.matches({ lists: 'failed' }),
  canManageTasks: can(s.context.access, 'task.manage', s.context.companyId),
  taskBusy: !s.matches({ tasks: 'idle' }),
  taskError: s.context.taskError,
  canScheduleVisit: s.can({ type: 'visit.schedule' }),
  visitForm: s.matches({ visit: 'editing' }) || s.matches({ visit: 'saving' }),
  visitSaving: s.matches({ visit: 'saving' }),
  visitError: s.context.visitError,
  salespeople: s.context.options.salespeople,
  projects: s.context.options.projects,
});
