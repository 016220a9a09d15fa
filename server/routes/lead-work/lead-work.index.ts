import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn, leadIn, taskIn, visitIn } from '#server/services/company-access';
import * as handlers from './lead-work.handlers';
import * as routes from './lead-work.routes';

/** The sales team's follow-up tasks and sales-room visits; a task or visit belongs to its lead's company. */
export const registerLeadWork = (app: OpenAPIHono<AppEnv>) => {
  const queried = companyIn('query', 'company_id');
  const lead = leadIn('param', 'id');
  openapiWithPolicy(app, routes.listTasks, handlers.listTasksHandler, { company: queried });
  openapiWithPolicy(app, routes.createTask, handlers.createTaskHandler, { company: lead });
  openapiWithPolicy(app, routes.updateTask, handlers.updateTaskHandler, { company: taskIn('param', 'id') });
  openapiWithPolicy(app, routes.listVisits, handlers.listVisitsHandler, { company: queried });
  openapiWithPolicy(app, routes.scheduleVisit, handlers.scheduleVisitHandler, { company: lead });
  openapiWithPolicy(app, routes.recordVisitOutcome, handlers.recordVisitOutcomeHandler, {
    company: visitIn('param', 'id'),
  });
};
