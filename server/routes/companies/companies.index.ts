import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import {
  createCompanyHandler,
  deleteCompanyHandler,
  getCompanyHandler,
  getCompanyStatsHandler,
  listMyCompaniesHandler,
  updateCompanyHandler,
} from './companies.handlers';
import {
  createCompanyRoute,
  deleteCompanyRoute,
  getCompanyRoute,
  getCompanyStatsRoute,
  listMyCompanies,
  updateCompanyRoute,
} from './companies.routes';

/** `/companies/*`: the caller's companies, create, read, update, delete and counts. */
export const registerCompanies = (app: OpenAPIHono<AppEnv>) =>
  app
    .openapi(listMyCompanies, listMyCompaniesHandler)
    .openapi(createCompanyRoute, createCompanyHandler)
    .openapi(getCompanyRoute, getCompanyHandler)
    .openapi(updateCompanyRoute, updateCompanyHandler)
    .openapi(deleteCompanyRoute, deleteCompanyHandler)
    .openapi(getCompanyStatsRoute, getCompanyStatsHandler);
