import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { getMeHandler, getMyRoleHandler } from './users.handlers';
import { getMe, getMyRole } from './users.routes';

export const registerUsers = (app: OpenAPIHono<AppEnv>) =>
  app.openapi(getMe, getMeHandler).openapi(getMyRole, getMyRoleHandler);
