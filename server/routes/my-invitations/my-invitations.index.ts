import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import {
  acceptInvitationHandler,
  declineInvitationHandler,
  listMyInvitationsHandler,
} from './my-invitations.handlers';
import {
  acceptInvitationRoute,
  declineInvitationRoute,
  listMyInvitationsRoute,
} from './my-invitations.routes';

/** `/users/me/invitations/*`: the invitations addressed to the signed-in user, to accept or decline. */
export const registerMyInvitations = (app: OpenAPIHono<AppEnv>) => {
  openapiWithPolicy(app, listMyInvitationsRoute, listMyInvitationsHandler);
  openapiWithPolicy(app, acceptInvitationRoute, acceptInvitationHandler);
  openapiWithPolicy(app, declineInvitationRoute, declineInvitationHandler);
};
