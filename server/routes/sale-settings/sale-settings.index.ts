import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn } from '#server/services/company-access';
import * as handlers from './sale-settings.handlers';
import * as routes from './sale-settings.routes';

/** `/companies/{id}/sale-settings`: everyone in the company reads them, OWNER and ADMIN change them. */
export const registerSaleSettings = (app: OpenAPIHono<AppEnv>) => {
  const company = companyIn('param', 'id');
  openapiWithPolicy(app, routes.getSaleSettings, handlers.getSaleSettingsHandler, { company });
  openapiWithPolicy(app, routes.updateSaleSettings, handlers.updateSaleSettingsHandler, { company });
};
