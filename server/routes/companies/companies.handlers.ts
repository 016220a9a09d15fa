import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import {
  companyInputIssues,
  companyStats,
  createCompany,
  deleteCompany,
  getCompany,
  listCompaniesOf,
  updateCompany,
} from '#server/services/companies';
import { listManagedCompanies, managedCompanyStats, scopeOf } from '#server/services/company-management';
import type {
  createCompanyRoute,
  deleteCompanyRoute,
  getCompanyRoute,
  getCompanyStatsRoute,
  listManagedCompaniesRoute,
  listMyCompanies,
  managedCompanyStatsRoute,
  updateCompanyRoute,
} from './companies.routes';

export const listMyCompaniesHandler: RouteHandler<typeof listMyCompanies, AppEnv> = async (c) =>
  c.json(await listCompaniesOf(c.var.db, c.var.caller.userId), 200);

export const createCompanyHandler: RouteHandler<typeof createCompanyRoute, AppEnv> = async (c) => {
  const input = c.req.valid('json');
  const issues = await companyInputIssues(c.var.db, input);
  if (issues.length > 0) return c.json({ detail: issues }, 422);
  return c.json(await createCompany(c.var.db, c.var.caller.userId, input), 201);
};

export const getCompanyHandler: RouteHandler<typeof getCompanyRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await getCompany(c.var.db, id), 200);
};

export const updateCompanyHandler: RouteHandler<typeof updateCompanyRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const input = c.req.valid('json');
  const issues = await companyInputIssues(c.var.db, input);
  if (issues.length > 0) return c.json({ detail: issues }, 422);
  return c.json(await updateCompany(c.var.db, id, input), 200);
};

export const deleteCompanyHandler: RouteHandler<typeof deleteCompanyRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await deleteCompany(c.var.db, id, c.var.caller.userId);
  return c.body(null, 204);
};

export const getCompanyStatsHandler: RouteHandler<typeof getCompanyStatsRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await companyStats(c.var.db, id), 200);
};

export const listManagedCompaniesHandler: RouteHandler<typeof listManagedCompaniesRoute, AppEnv> = async (
  c
) => c.json(await listManagedCompanies(c.var.db, scopeOf(c.var.caller), c.req.valid('query')), 200);

export const managedCompanyStatsHandler: RouteHandler<typeof managedCompanyStatsRoute, AppEnv> = async (c) =>
  c.json(await managedCompanyStats(c.var.db, scopeOf(c.var.caller)), 200);
