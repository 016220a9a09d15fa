import { createRoute, z } from '@hono/zod-openapi';
import { CompanyIdParamsSchema } from '#domain/company';
import { ErrorDetailSchema } from '#domain/http-errors';
import { CompanyInvitationParamsSchema, CompanyInvitationSchema } from '#domain/invitation';
import {
  MemberInviteSchema,
  MemberListQuerySchema,
  MemberParamsSchema,
  MemberRoleUpdateSchema,
  MemberPageSchema,
  MemberSchema,
} from '#domain/member';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Miembros'];
const lastOwnerError = {
  409: jsonBody(ErrorDetailSchema, 'La empresa debe conservar al menos un propietario'),
} as const;

export const listMembersRoute = createRoute({
  ...requires('member.read'),
  method: 'get',
  path: '/companies/{id}/members',
  tags,
  summary: 'Miembros de una empresa con su rol (cualquier miembro puede verlos)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema, query: MemberListQuerySchema },
  responses: {
    200: jsonBody(
      z.union([z.array(MemberSchema), MemberPageSchema]),
      'Miembros, propietarios primero: todos, o con `page`, `limit`, `q` o `sort` una página ' +
        '`{members, total_pages, total_items}` de los miembros cuyo nombre o correo contienen `q` sin distinguir ' +
        'mayúsculas, en el orden `sort` (role por defecto, name, recent)'
    ),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const inviteMemberRoute = createRoute({
  ...requires('member.manage'),
  method: 'post',
  path: '/companies/{id}/members',
  tags,
  summary:
    'Invita a una persona por correo con un rol (OWNER o ADMIN); será miembro cuando acepte la invitación. ' +
    'La respuesta es la misma exista o no una cuenta con ese correo',
  security: bearerSecurity,
  request: {
    params: CompanyIdParamsSchema,
    body: { content: { 'application/json': { schema: MemberInviteSchema } }, required: true },
  },
  responses: {
    201: jsonBody(CompanyInvitationSchema, 'Invitación pendiente'),
    ...authErrors,
    ...notFoundError,
    409: jsonBody(ErrorDetailSchema, 'La persona ya es miembro o ya tiene una invitación pendiente'),
    ...validationErrors,
  },
});

export const updateMemberRoute = createRoute({
  ...requires('member.manage'),
  method: 'put',
  path: '/companies/{id}/members/{memberId}',
  tags,
  summary: 'Cambia el rol de un miembro (OWNER o ADMIN); el último propietario no puede perder su rol',
  security: bearerSecurity,
  request: {
    params: MemberParamsSchema,
    body: { content: { 'application/json': { schema: MemberRoleUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonBody(MemberSchema, 'Miembro con su nuevo rol'),
    ...authErrors,
    ...notFoundError,
    ...lastOwnerError,
    ...validationErrors,
  },
});

export const removeMemberRoute = createRoute({
  ...requires('member.manage'),
  method: 'delete',
  path: '/companies/{id}/members/{memberId}',
  tags,
  summary: 'Quita a un miembro de la empresa (OWNER o ADMIN); el último propietario no puede quitarse',
  security: bearerSecurity,
  request: { params: MemberParamsSchema },
  responses: {
    204: { description: 'Miembro quitado' },
    ...authErrors,
    ...notFoundError,
    ...lastOwnerError,
    ...validationErrors,
  },
});

export const listInvitationsRoute = createRoute({
  ...requires('member.read'),
  method: 'get',
  path: '/companies/{id}/invitations',
  tags,
  summary: 'Invitaciones pendientes de una empresa (cualquier miembro puede verlas)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: jsonBody(z.array(CompanyInvitationSchema), 'Invitaciones pendientes, las más antiguas primero'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const cancelInvitationRoute = createRoute({
  ...requires('member.manage'),
  method: 'delete',
  path: '/companies/{id}/invitations/{invitationId}',
  tags,
  summary: 'Cancela una invitación pendiente (OWNER o ADMIN; solo un propietario cancela una de propietario)',
  security: bearerSecurity,
  request: { params: CompanyInvitationParamsSchema },
  responses: {
    204: { description: 'Invitación cancelada' },
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});
