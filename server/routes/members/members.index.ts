import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import {
  inviteMemberHandler,
  listMembersHandler,
  removeMemberHandler,
  updateMemberHandler,
} from './members.handlers';
import { inviteMemberRoute, listMembersRoute, removeMemberRoute, updateMemberRoute } from './members.routes';

/** `/companies/{id}/members/*`: list, invite, change role, remove. */
export const registerMembers = (app: OpenAPIHono<AppEnv>) =>
  app
    .openapi(listMembersRoute, listMembersHandler)
    .openapi(inviteMemberRoute, inviteMemberHandler)
    .openapi(updateMemberRoute, updateMemberHandler)
    .openapi(removeMemberRoute, removeMemberHandler);
