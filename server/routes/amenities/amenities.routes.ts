import { createRoute, z } from '@hono/zod-openapi';
import { AmenitySchema } from '#domain/amenity';
import { jsonBody, requires } from '#server/lib/openapi';

export const listAmenities = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/amenities',
  tags: ['Amenidades'],
  summary: 'Catálogo público de amenidades (categorías Comunal y Privada)',
  responses: { 200: jsonBody(z.array(AmenitySchema), 'Amenidades') },
});
