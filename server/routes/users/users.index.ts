import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { getMeHandler, getMyRoleHandler } from './users.handlers';
import { getMe, getMyRole } from './users.routes';

export const registerUsers = (app: OpenAPIHono<AppEnv>) => {
  openapiWithPolicy(app, getMe, getMeHandler);
  openapiWithPolicy(app, getMyRole, getMyRoleHandler);
};
