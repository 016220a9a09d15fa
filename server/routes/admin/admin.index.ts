import type { OpenAPIHono } from '@hono/zod-openapi';
import { auditDelete } from '#server/policy/audit-specs';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import {
  deleteAdminCompanyHandler,
  getAdminCompanyHandler,
  getAdminCompanyStatsHandler,
  listAdminCompaniesHandler,
  listAuditHandler,
} from './admin.handlers';
import {
  deleteAdminCompanyRoute,
  getAdminCompanyRoute,
  getAdminCompanyStatsRoute,
  listAdminCompaniesRoute,
  listAuditRoute,
} from './admin.routes';

/**
 * `/admin/companies/*` and `/admin/audit`: the platform administrators' view of every company and of the audit log
 * (token permissions, not roles).
 */
export const registerAdmin = (app: OpenAPIHono<AppEnv>) => {
  openapiWithPolicy(app, listAdminCompaniesRoute, listAdminCompaniesHandler, { callerWithAnswer: true });
  openapiWithPolicy(app, getAdminCompanyRoute, getAdminCompanyHandler);
  openapiWithPolicy(app, getAdminCompanyStatsRoute, getAdminCompanyStatsHandler);
  openapiWithPolicy(app, deleteAdminCompanyRoute, deleteAdminCompanyHandler, {
    audit: auditDelete('company.delete', 'company'),
  });
  openapiWithPolicy(app, listAuditRoute, listAuditHandler);
};
