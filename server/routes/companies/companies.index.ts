import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { listMyCompaniesHandler } from './companies.handlers';
import { listMyCompanies } from './companies.routes';

export const registerCompanies = (app: OpenAPIHono<AppEnv>) =>
  app.openapi(listMyCompanies, listMyCompaniesHandler);
