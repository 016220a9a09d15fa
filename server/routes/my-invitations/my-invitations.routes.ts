import { createRoute, z } from '@hono/zod-openapi';
import { AcceptedInvitationSchema, MyInvitationParamsSchema, MyInvitationSchema } from '#domain/invitation';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Usuarios'];

export const listMyInvitationsRoute = createRoute({
  ...requires('profile.read'),
  method: 'get',
  path: '/users/me/invitations',
  tags,
  summary: 'Invitaciones pendientes dirigidas al correo del usuario autenticado',
  security: bearerSecurity,
  responses: {
    200: jsonBody(z.array(MyInvitationSchema), 'Invitaciones pendientes, las más antiguas primero'),
    ...authErrors,
  },
});

export const acceptInvitationRoute = createRoute({
  ...requires('invitation.respond'),
  method: 'post',
  path: '/users/me/invitations/{invitationId}/accept',
  tags,
  summary: 'Acepta una invitación: el usuario pasa a ser miembro de la empresa con el rol invitado',
  security: bearerSecurity,
  request: { params: MyInvitationParamsSchema },
  responses: {
    200: jsonBody(AcceptedInvitationSchema, 'Empresa y rol del nuevo miembro'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const declineInvitationRoute = createRoute({
  ...requires('invitation.respond'),
  method: 'delete',
  path: '/users/me/invitations/{invitationId}',
  tags,
  summary: 'Rechaza una invitación; nada más cambia',
  security: bearerSecurity,
  request: { params: MyInvitationParamsSchema },
  responses: {
    204: { description: 'Invitación rechazada' },
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});
