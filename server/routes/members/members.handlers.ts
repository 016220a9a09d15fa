import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/app-env';
import { requireCompanyAccess } from '#server/services/company-access';
import { inviteMember, listMembers, removeMember, updateMemberRole } from '#server/services/members';
import type {
  inviteMemberRoute,
  listMembersRoute,
  removeMemberRoute,
  updateMemberRoute,
} from './members.routes';

const MANAGERS = ['OWNER', 'ADMIN'] as const;

// A platform administrator manages members with an owner's powers, whatever their own role in the company.
const managerRole = async (c: Context<AppEnv>, companyId: number) => {
  const role = await requireCompanyAccess(c.var.db, c.var.caller, companyId, MANAGERS);
  return c.var.caller.isPlatformAdmin ? null : role;
};

export const listMembersHandler: RouteHandler<typeof listMembersRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await requireCompanyAccess(c.var.db, c.var.caller, id);
  return c.json(await listMembers(c.var.db, id), 200);
};

export const inviteMemberHandler: RouteHandler<typeof inviteMemberRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const role = await managerRole(c, id);
  return c.json(await inviteMember(c.var.db, role, id, c.req.valid('json')), 201);
};

export const updateMemberHandler: RouteHandler<typeof updateMemberRoute, AppEnv> = async (c) => {
  const { id, memberId } = c.req.valid('param');
  const role = await managerRole(c, id);
  return c.json(await updateMemberRole(c.var.db, role, id, memberId, c.req.valid('json').role), 200);
};

export const removeMemberHandler: RouteHandler<typeof removeMemberRoute, AppEnv> = async (c) => {
  const { id, memberId } = c.req.valid('param');
  const role = await managerRole(c, id);
  await removeMember(c.var.db, role, id, memberId);
  return c.body(null, 204);
};
