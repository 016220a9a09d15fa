import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import * as handlers from './property-models.handlers';
import * as routes from './property-models.routes';

export const registerPropertyModels = (app: OpenAPIHono<AppEnv>) =>
  app
    .openapi(routes.listModels, handlers.listModelsHandler)
    .openapi(routes.listProjectModels, handlers.listProjectModelsHandler)
    .openapi(routes.getModel, handlers.getModelHandler)
    .openapi(routes.createModel, handlers.createModelHandler)
    .openapi(routes.updateModel, handlers.updateModelHandler)
    .openapi(routes.deleteModel, handlers.deleteModelHandler);
