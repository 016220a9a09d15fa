import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ConstructorDashboard } from '#domain/constructor-workspace';
import { requestedSearchPage } from '#domain/list-page';
import { validatedPart } from '#server/services/company-access';
import { answerCompanyQuestion } from '#server/assistant/company/company-assistant';
import type { AppEnv } from '#server/lib/app-env';
import { constructorDashboard, constructorStats } from '#server/services/constructor-dashboard';
import { setMonthlyTarget } from '#server/services/constructor-figures';
import { constructorProjects } from '#server/services/constructor-projects';
import { createManualActivity } from '#server/services/manual-activities';
import type * as routes from './constructor.routes';

/** The constructor dashboard, read with its caller (ADR 0066). */
export const dashboardRead = (c: Context<AppEnv>) => {
  const companyId = Number(validatedPart(c, 'query').company_id);
  return (sub: string) => constructorDashboard(c.var.db, sub, companyId, new Date());
};

// Read by the policy's locator with the caller that decided access.
export const getDashboardHandler: RouteHandler<typeof routes.getDashboard, AppEnv> = async (c) =>
  c.json(c.var.answer as ConstructorDashboard, 200);

// A page, a limit or a search asks for one page; without them the answer holds every matching project.
export const listProjectCardsHandler: RouteHandler<typeof routes.listProjectCards, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  return c.json(await constructorProjects(c.var.db, query, requestedSearchPage(query)), 200);
};

export const getStatsHandler: RouteHandler<typeof routes.getStats, AppEnv> = async (c) =>
  c.json(await constructorStats(c.var.db, c.req.valid('query').company_id, new Date()), 200);

export const createActivityHandler: RouteHandler<typeof routes.createActivity, AppEnv> = async (c) =>
  c.json(await createManualActivity(c.var.db, c.req.valid('json'), c.var.caller.userId), 201);

export const setRevenueTargetHandler: RouteHandler<typeof routes.setRevenueTarget, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await setMonthlyTarget(c.var.db, id, c.req.valid('json').monthly_target), 200);
};

export const askAssistantHandler: RouteHandler<typeof routes.askAssistant, AppEnv> = async (c) => {
  const { company_id, message } = c.req.valid('json');
  return c.json(await answerCompanyQuestion(c.var.db, company_id, message), 200);
};
