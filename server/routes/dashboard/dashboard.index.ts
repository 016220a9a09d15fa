import type { OpenAPIHono } from '@hono/zod-openapi';
import { answeredIn } from '#server/policy/answered-with-caller';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn } from '#server/services/company-access';
import { getSummaryHandler, summaryRead } from './dashboard.handlers';
import { getSummary } from './dashboard.routes';

export const registerDashboard = (app: OpenAPIHono<AppEnv>) =>
  openapiWithPolicy(app, getSummary, getSummaryHandler, {
    company: answeredIn(companyIn('query', 'company_id'), summaryRead),
    callerWithAnswer: true,
  });
