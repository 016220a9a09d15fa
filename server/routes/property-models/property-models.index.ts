import type { OpenAPIHono } from '@hono/zod-openapi';
import { auditDelete } from '#server/policy/audit-specs';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { modelIn, projectIn } from '#server/services/company-access';
import * as handlers from './property-models.handlers';
import * as routes from './property-models.routes';

// A model is reached through its project: the project's company decides.
export const registerPropertyModels = (app: OpenAPIHono<AppEnv>) => {
  const project = projectIn('param', 'projectId');
  const model = modelIn('param', 'modelId');
  openapiWithPolicy(app, routes.listModels, handlers.listModelsHandler, { company: project });
  openapiWithPolicy(app, routes.listProjectModels, handlers.listProjectModelsHandler, { company: project });
  openapiWithPolicy(app, routes.getModel, handlers.getModelHandler, { company: project });
  openapiWithPolicy(app, routes.createModel, handlers.createModelHandler, { company: project });
  openapiWithPolicy(app, routes.updateModel, handlers.updateModelHandler, { company: model });
  openapiWithPolicy(app, routes.deleteModel, handlers.deleteModelHandler, {
    company: model,
    audit: auditDelete('model.delete', 'model', 'modelId'),
  });
};
