import type { RouteHandler } from '@hono/zod-openapi';
import { answerJsonText } from '#server/lib/json-text';
import type { AppEnv } from '#server/lib/app-env';
import { adminDeleteCompany, getAdminCompany, listAdminCompanies } from '#server/services/admin-companies';
import { listAudit } from '#server/services/audit';
import { companyStats, getCompany } from '#server/services/companies';
import type {
  deleteAdminCompanyRoute,
  getAdminCompanyRoute,
  getAdminCompanyStatsRoute,
  listAdminCompaniesRoute,
  listAuditRoute,
} from './admin.routes';

export const listAdminCompaniesHandler: RouteHandler<typeof listAdminCompaniesRoute, AppEnv> = async (c) => {
  const { page, limit } = c.req.valid('query');
  return answerJsonText(c, await listAdminCompanies(c.var.db, page, limit), 200);
};

export const getAdminCompanyHandler: RouteHandler<typeof getAdminCompanyRoute, AppEnv> = async (c) =>
  c.json(await getAdminCompany(c.var.db, c.req.valid('param').id), 200);

export const getAdminCompanyStatsHandler: RouteHandler<typeof getAdminCompanyStatsRoute, AppEnv> = async (
  c
) => {
  const { id } = c.req.valid('param');
  await getCompany(c.var.db, id);
  return c.json(await companyStats(c.var.db, id), 200);
};

export const deleteAdminCompanyHandler: RouteHandler<typeof deleteAdminCompanyRoute, AppEnv> = async (c) =>
  c.json(await adminDeleteCompany(c.var.db, c.req.valid('param').id, c.var.caller.userId), 200);

export const listAuditHandler: RouteHandler<typeof listAuditRoute, AppEnv> = async (c) =>
  c.json(await listAudit(c.var.db, c.req.valid('query')), 200);
