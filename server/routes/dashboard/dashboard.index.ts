import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { getSummaryHandler } from './dashboard.handlers';
import { getSummary } from './dashboard.routes';

export const registerDashboard = (app: OpenAPIHono<AppEnv>) => app.openapi(getSummary, getSummaryHandler);
