import type { OpenAPIHono } from '@hono/zod-openapi';
import { answeredIn } from '#server/policy/answered-with-caller';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn } from '#server/services/company-access';
import * as handlers from './constructor.handlers';
import * as routes from './constructor.routes';

/** The constructor workspace: dashboard, project cards, statistics, activity, revenue target, the AI assistant. */
export const registerConstructor = (app: OpenAPIHono<AppEnv>) => {
  const queried = companyIn('query', 'company_id');
  openapiWithPolicy(app, routes.getDashboard, handlers.getDashboardHandler, {
    company: answeredIn(queried, handlers.dashboardRead),
    callerWithAnswer: true,
  });
  openapiWithPolicy(app, routes.listProjectCards, handlers.listProjectCardsHandler, { company: queried });
  openapiWithPolicy(app, routes.getStats, handlers.getStatsHandler, { company: queried });
  openapiWithPolicy(app, routes.createActivity, handlers.createActivityHandler, {
    company: companyIn('json', 'company_id'),
  });
  openapiWithPolicy(app, routes.askAssistant, handlers.askAssistantHandler, {
    company: companyIn('json', 'company_id'),
  });
  openapiWithPolicy(app, routes.setRevenueTarget, handlers.setRevenueTargetHandler, {
    company: companyIn('param', 'id'),
  });
};
