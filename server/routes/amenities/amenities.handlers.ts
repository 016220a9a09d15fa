import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { listAmenities } from '#server/services/amenities';
import type { listAmenities as route } from './amenities.routes';

export const listAmenitiesHandler: RouteHandler<typeof route, AppEnv> = async (c) => {
  // Reference data that changes only with a migration: browsers and proxies may keep it for an hour.
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json(await listAmenities(c.var.db), 200);
};
