import { createRoute } from '@hono/zod-openapi';
import { UserProfileSchema, UserRoleSchema } from '#domain/user';
import { authErrors, bearerSecurity, jsonBody, requires } from '#server/lib/openapi';

export const getMe = createRoute({
  ...requires('profile.read'),
  method: 'get',
  path: '/users/me',
  tags: ['Usuarios'],
  summary: 'Perfil del usuario autenticado (se crea en la primera llamada)',
  security: bearerSecurity,
  responses: { 200: jsonBody(UserProfileSchema, 'Perfil del usuario'), ...authErrors },
});

export const getMyRole = createRoute({
  ...requires('profile.read'),
  method: 'get',
  path: '/users/me/role',
  tags: ['Usuarios'],
  summary: 'Rol del usuario en su empresa principal',
  security: bearerSecurity,
  responses: { 200: jsonBody(UserRoleSchema, 'Rol en la empresa'), ...authErrors },
});
