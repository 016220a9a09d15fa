import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn } from '#server/services/company-access';
import { listCompanyPropertiesHandler } from './company-properties.handlers';
import { listCompanyProperties } from './company-properties.routes';

export const registerCompanyProperties = (app: OpenAPIHono<AppEnv>) =>
  openapiWithPolicy(app, listCompanyProperties, listCompanyPropertiesHandler, {
    company: companyIn('param', 'id'),
  });
