import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/auth/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import {
  deleteAdminCompanyHandler,
  getAdminCompanyHandler,
  getAdminCompanyStatsHandler,
  listAdminCompaniesHandler,
} from './admin.handlers';
import {
  deleteAdminCompanyRoute,
  getAdminCompanyRoute,
  getAdminCompanyStatsRoute,
  listAdminCompaniesRoute,
} from './admin.routes';

/** `/admin/companies/*`: the platform administrators' view of every company (token permissions, not roles). */
export const registerAdmin = (app: OpenAPIHono<AppEnv>) => {
  openapiWithPolicy(app, listAdminCompaniesRoute, listAdminCompaniesHandler);
  openapiWithPolicy(app, getAdminCompanyRoute, getAdminCompanyHandler);
  openapiWithPolicy(app, getAdminCompanyStatsRoute, getAdminCompanyStatsHandler);
  openapiWithPolicy(app, deleteAdminCompanyRoute, deleteAdminCompanyHandler);
};
