import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { requestedSearchPage } from '#domain/list-page';
import { cancelInvitation, createInvitation, listCompanyInvitations } from '#server/services/invitations';
import { listMembers, pageMembers, removeMember, updateMemberRole } from '#server/services/members';
import type {
  cancelInvitationRoute,
  inviteMemberRoute,
  listInvitationsRoute,
  listMembersRoute,
  removeMemberRoute,
  updateMemberRoute,
} from './members.routes';

export const listMembersHandler: RouteHandler<typeof listMembersRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const query = c.req.valid('query');
  const page = requestedSearchPage(query);
  if (!page) return c.json(await listMembers(c.var.db, id), 200);
  return c.json(
    await pageMembers(c.var.db, id, { ...page, q: query.q ?? '', sort: query.sort ?? 'role' }),
    200
  );
};

export const inviteMemberHandler: RouteHandler<typeof inviteMemberRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await createInvitation(c.var.db, c.var.caller, c.var.grant, id, c.req.valid('json')), 201);
};

export const updateMemberHandler: RouteHandler<typeof updateMemberRoute, AppEnv> = async (c) => {
  const { id, memberId } = c.req.valid('param');
  return c.json(await updateMemberRole(c.var.db, c.var.grant, id, memberId, c.req.valid('json').role), 200);
};

export const removeMemberHandler: RouteHandler<typeof removeMemberRoute, AppEnv> = async (c) => {
  const { id, memberId } = c.req.valid('param');
  await removeMember(c.var.db, c.var.grant, id, memberId);
  return c.body(null, 204);
};

export const listInvitationsHandler: RouteHandler<typeof listInvitationsRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await listCompanyInvitations(c.var.db, id), 200);
};

export const cancelInvitationHandler: RouteHandler<typeof cancelInvitationRoute, AppEnv> = async (c) => {
  const { id, invitationId } = c.req.valid('param');
  await cancelInvitation(c.var.db, c.var.caller, c.var.grant, id, invitationId);
  return c.body(null, 204);
};
