import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { loadProfile } from '#server/services/users';
import type { getMe, getMyRole } from './users.routes';

export const getMeHandler: RouteHandler<typeof getMe, AppEnv> = async (c) =>
  c.json(await loadProfile(c.var.db, c.var.caller.userId), 200);

export const getMyRoleHandler: RouteHandler<typeof getMyRole, AppEnv> = async (c) => {
  const profile = await loadProfile(c.var.db, c.var.caller.userId);
  return c.json({ role_in_company: profile.role_in_company }, 200);
};
