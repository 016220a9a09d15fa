import type { OpenAPIHono } from '@hono/zod-openapi';
import { auditDelete } from '#server/policy/audit-specs';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn } from '#server/services/company-access';
import {
  createCompanyHandler,
  deleteCompanyHandler,
  getCompanyHandler,
  getCompanyStatsHandler,
  listManagedCompaniesHandler,
  listMyCompaniesHandler,
  managedCompanyStatsHandler,
  updateCompanyHandler,
} from './companies.handlers';
import {
  createCompanyRoute,
  deleteCompanyRoute,
  getCompanyRoute,
  getCompanyStatsRoute,
  listManagedCompaniesRoute,
  listMyCompanies,
  managedCompanyStatsRoute,
  updateCompanyRoute,
} from './companies.routes';

/** `/companies/*`: the caller's companies, the management list and figures, create, read, update, delete and counts. */
export const registerCompanies = (app: OpenAPIHono<AppEnv>) => {
  const company = companyIn('param', 'id');
  openapiWithPolicy(app, listMyCompanies, listMyCompaniesHandler);
  openapiWithPolicy(app, createCompanyRoute, createCompanyHandler);
  // Before /companies/{id}: 'management' is a literal segment, not an id.
  openapiWithPolicy(app, listManagedCompaniesRoute, listManagedCompaniesHandler);
  openapiWithPolicy(app, managedCompanyStatsRoute, managedCompanyStatsHandler);
  openapiWithPolicy(app, getCompanyRoute, getCompanyHandler, { company });
  openapiWithPolicy(app, updateCompanyRoute, updateCompanyHandler, { company });
  openapiWithPolicy(app, deleteCompanyRoute, deleteCompanyHandler, {
    company,
    audit: auditDelete('company.delete', 'company'),
  });
  openapiWithPolicy(app, getCompanyStatsRoute, getCompanyStatsHandler, { company });
};
