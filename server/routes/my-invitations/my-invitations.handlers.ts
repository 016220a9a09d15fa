import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { acceptInvitation, declineInvitation, listMyInvitations } from '#server/services/invitations';
import type {
  acceptInvitationRoute,
  declineInvitationRoute,
  listMyInvitationsRoute,
} from './my-invitations.routes';

export const listMyInvitationsHandler: RouteHandler<typeof listMyInvitationsRoute, AppEnv> = async (c) =>
  c.json(await listMyInvitations(c.var.db, c.var.caller), 200);

export const acceptInvitationHandler: RouteHandler<typeof acceptInvitationRoute, AppEnv> = async (c) => {
  const { invitationId } = c.req.valid('param');
  return c.json(await acceptInvitation(c.var.db, c.var.caller, invitationId), 200);
};

export const declineInvitationHandler: RouteHandler<typeof declineInvitationRoute, AppEnv> = async (c) => {
  const { invitationId } = c.req.valid('param');
  await declineInvitation(c.var.db, c.var.caller, invitationId);
  return c.body(null, 204);
};
