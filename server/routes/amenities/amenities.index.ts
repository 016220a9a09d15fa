import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { listAmenitiesHandler } from './amenities.handlers';
import { listAmenities } from './amenities.routes';

/** Public: the amenity catalogue is read without a token (spec §7). */
export const registerAmenities = (app: OpenAPIHono<AppEnv>) =>
  openapiWithPolicy(app, listAmenities, listAmenitiesHandler);
