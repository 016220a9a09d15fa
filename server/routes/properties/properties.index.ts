import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import * as handlers from './properties.handlers';
import * as routes from './properties.routes';

export const registerProperties = (app: OpenAPIHono<AppEnv>) =>
  app
    .openapi(routes.createIndependent, handlers.createIndependentHandler)
    .openapi(routes.getProperty, handlers.getPropertyHandler)
    .openapi(routes.updateIndependent, handlers.updateIndependentHandler)
    .openapi(routes.deleteProperty, handlers.deletePropertyHandler)
    .openapi(routes.createUnit, handlers.createUnitHandler)
    .openapi(routes.listUnits, handlers.listUnitsHandler)
    .openapi(routes.getUnit, handlers.getUnitHandler)
    .openapi(routes.updateUnit, handlers.updateUnitHandler)
    .openapi(routes.deleteUnit, handlers.deleteUnitHandler);
