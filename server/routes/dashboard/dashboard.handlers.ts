import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { dashboardSummary } from '#server/services/dashboard';
import type { getSummary } from './dashboard.routes';

export const getSummaryHandler: RouteHandler<typeof getSummary, AppEnv> = async (c) =>
  c.json(await dashboardSummary(c.var.db, c.req.valid('query').company_id, new Date()), 200);
