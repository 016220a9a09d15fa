import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { requireCompanyAccess } from '#server/services/company-access';
import { dashboardSummary } from '#server/services/dashboard';
import type { getSummary } from './dashboard.routes';

export const getSummaryHandler: RouteHandler<typeof getSummary, AppEnv> = async (c) => {
  const { company_id } = c.req.valid('query');
  await requireCompanyAccess(c.var.db, c.var.caller, company_id);
  return c.json(await dashboardSummary(c.var.db, company_id, new Date()), 200);
};
