import { createRoute, z } from '@hono/zod-openapi';
import { ListPageQuerySchema } from '#domain/list-page';
import { idParam } from '#domain/input-limits';
import { PropertyPageSchema, PropertySchema } from '#domain/property';
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
  summary: 'Propiedades de una empresa (unidades de sus proyectos e independientes), todas o una página',
  description:
    'Sin `page` ni `limit`: la lista completa, de la más reciente a la más antigua. Con cualquiera de los dos: una ' +
    'página `{properties, total_pages, total_items}` (page por defecto 1, limit por defecto 10, máximo 100).',
  security: bearerSecurity,
  request: { params: z.object({ id: idParam() }), query: ListPageQuerySchema },
  responses: {
    200: jsonBody(z.union([z.array(PropertySchema), PropertyPageSchema]), 'Propiedades de la empresa'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});
