import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { listCompaniesOf } from '#server/services/companies';
import type { listMyCompanies } from './companies.routes';

export const listMyCompaniesHandler: RouteHandler<typeof listMyCompanies, AppEnv> = async (c) =>
  c.json(await listCompaniesOf(c.var.db, c.var.caller.userId), 200);
