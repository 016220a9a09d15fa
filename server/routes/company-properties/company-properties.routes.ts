import { createRoute, z } from '@hono/zod-openapi';
import { idParam } from '#domain/input-limits';
import { PropertySchema } from '#domain/property';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

export const listCompanyProperties = createRoute({
  ...requires('property.read'),
  method: 'get',
  path: '/companies/{id}/properties',
  tags: ['Propiedades'],
  summary: 'Todas las propiedades de una empresa: unidades de sus proyectos e independientes',
  security: bearerSecurity,
  request: { params: z.object({ id: idParam() }) },
  responses: {
    200: jsonBody(z.array(PropertySchema), 'Propiedades de la empresa'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});
