import type { RouteHandler } from '@hono/zod-openapi';
import { answerWithCaller } from '#server/auth/caller-read';
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

// The page is read with its caller (ADR 0066): the platform permission came with the token, and the caller's row
// still refuses a deactivated user before anything is answered.
export const listAdminCompaniesHandler: RouteHandler<typeof listAdminCompaniesRoute, AppEnv> = async (c) => {
  const { page, limit } = c.req.valid('query');
  const { answer } = await answerWithCaller(c, (sub) => listAdminCompanies(c.var.db, sub, page, limit));
  return answerJsonText(c, answer, 200);
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
