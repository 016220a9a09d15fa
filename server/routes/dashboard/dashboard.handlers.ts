import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DashboardSummary } from '#domain/dashboard';
import { validatedPart } from '#server/services/company-access';
import type { AppEnv } from '#server/lib/app-env';
import { dashboardSummary } from '#server/services/dashboard';
import type { getSummary } from './dashboard.routes';

/** The dashboard summary, read with its caller (ADR 0066). */
export const summaryRead = (c: Context<AppEnv>) => {
  const companyId = Number(validatedPart(c, 'query').company_id);
  return (sub: string) => dashboardSummary(c.var.db, sub, companyId, new Date());
};

// Read by the policy's locator with the caller that decided access.
export const getSummaryHandler: RouteHandler<typeof getSummary, AppEnv> = async (c) =>
  c.json(c.var.answer as DashboardSummary, 200);
