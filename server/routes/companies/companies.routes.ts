import { createRoute, z } from '@hono/zod-openapi';
import { MyCompanySchema } from '#domain/company';
import { authErrors, bearerSecurity, jsonBody } from '#server/lib/openapi';

export const listMyCompanies = createRoute({
  method: 'get',
  path: '/companies',
  tags: ['Empresas'],
  summary: 'Empresas a las que pertenece el usuario, con su rol en cada una',
  security: bearerSecurity,
  responses: { 200: jsonBody(z.array(MyCompanySchema), 'Empresas del usuario'), ...authErrors },
});
