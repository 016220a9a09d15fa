import type { OpenAPIHono } from '@hono/zod-openapi';
import { answeredIn } from '#server/policy/answered-with-caller';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn } from '#server/services/company-access';
import { listCompanyPropertiesHandler, propertiesPageRead } from './company-properties.handlers';
import { listCompanyProperties } from './company-properties.routes';

export const registerCompanyProperties = (app: OpenAPIHono<AppEnv>) =>
  openapiWithPolicy(app, listCompanyProperties, listCompanyPropertiesHandler, {
    company: answeredIn(companyIn('param', 'id'), propertiesPageRead),
    callerWithAnswer: true,
  });
