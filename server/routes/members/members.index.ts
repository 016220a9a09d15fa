import type { OpenAPIHono } from '@hono/zod-openapi';
import { auditMembership } from '#server/policy/audit-specs';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn } from '#server/services/company-access';
import {
  cancelInvitationHandler,
  inviteMemberHandler,
  listInvitationsHandler,
  listMembersHandler,
  removeMemberHandler,
  updateMemberHandler,
} from './members.handlers';
import {
  cancelInvitationRoute,
  inviteMemberRoute,
  listInvitationsRoute,
  listMembersRoute,
  removeMemberRoute,
  updateMemberRoute,
} from './members.routes';

/** `/companies/{id}/members/*` and `/companies/{id}/invitations/*`: list, invite, change role, remove, cancel. */
export const registerMembers = (app: OpenAPIHono<AppEnv>) => {
  const company = companyIn('param', 'id');
  openapiWithPolicy(app, listMembersRoute, listMembersHandler, { company });
  openapiWithPolicy(app, inviteMemberRoute, inviteMemberHandler, { company });
  openapiWithPolicy(app, updateMemberRoute, updateMemberHandler, {
    company,
    audit: auditMembership('member.role'),
  });
  openapiWithPolicy(app, removeMemberRoute, removeMemberHandler, {
    company,
    audit: auditMembership('member.remove'),
  });
  openapiWithPolicy(app, listInvitationsRoute, listInvitationsHandler, { company });
  openapiWithPolicy(app, cancelInvitationRoute, cancelInvitationHandler, { company });
};
