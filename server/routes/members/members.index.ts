import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/auth/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn } from '#server/services/company-access';
import {
  inviteMemberHandler,
  listMembersHandler,
  removeMemberHandler,
  updateMemberHandler,
} from './members.handlers';
import { inviteMemberRoute, listMembersRoute, removeMemberRoute, updateMemberRoute } from './members.routes';

/** `/companies/{id}/members/*`: list, invite, change role, remove. */
export const registerMembers = (app: OpenAPIHono<AppEnv>) => {
  const company = companyIn('param', 'id');
  openapiWithPolicy(app, listMembersRoute, listMembersHandler, { company });
  openapiWithPolicy(app, inviteMemberRoute, inviteMemberHandler, { company });
  openapiWithPolicy(app, updateMemberRoute, updateMemberHandler, { company });
  openapiWithPolicy(app, removeMemberRoute, removeMemberHandler, { company });
};
