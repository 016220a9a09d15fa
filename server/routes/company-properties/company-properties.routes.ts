import { createRoute, z } from '@hono/zod-openapi';
import { idParam } from '#domain/input-limits';
import { PropertyListQuerySchema, PropertyPageSchema, PropertySchema } from '#domain/property';
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
    'Sin `page`, `limit`, `q` ni `sort`: la lista completa, de la más reciente a la más antigua. Con cualquiera: una ' +
    'página `{properties, total_pages, total_items}` (page por defecto 1, limit por defecto 10, máximo 100) de las ' +
    'propiedades cuyo nombre, descripción o dirección contienen `q` sin distinguir mayúsculas, en el orden `sort` ' +
    '(recent por defecto, name, price_asc, price_desc).',
  security: bearerSecurity,
  request: { params: z.object({ id: idParam() }), query: PropertyListQuerySchema },
  responses: {
    200: jsonBody(z.union([z.array(PropertySchema), PropertyPageSchema]), 'Propiedades de la empresa'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});
