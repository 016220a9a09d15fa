import { createRoute, z } from '@hono/zod-openapi';
import { ListPageQuerySchema } from '#domain/list-page';
import { CompanyIdParamsSchema } from '#domain/company';
import { ErrorDetailSchema } from '#domain/http-errors';
import {
  MemberInviteSchema,
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
  request: { params: CompanyIdParamsSchema, query: ListPageQuerySchema },
  responses: {
    200: jsonBody(
      z.union([z.array(MemberSchema), MemberPageSchema]),
      'Miembros, propietarios primero: todos, o una página `{members, total_pages, total_items}` con `page` o `limit`'
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
    'Invita a una persona por correo con un rol (OWNER o ADMIN); quien aún no ha iniciado sesión queda ' +
    'vinculado en su primer inicio de sesión',
  security: bearerSecurity,
  request: {
    params: CompanyIdParamsSchema,
    body: { content: { 'application/json': { schema: MemberInviteSchema } }, required: true },
  },
  responses: {
    201: jsonBody(MemberSchema, 'Miembro agregado'),
    ...authErrors,
    ...notFoundError,
    409: jsonBody(ErrorDetailSchema, 'La persona ya es miembro de la empresa'),
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
