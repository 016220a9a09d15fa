import type { RouteHandler } from '@hono/zod-openapi';
import { requestedPage } from '#domain/list-page';
import type { AppEnv } from '#server/lib/app-env';
import { notFound } from '#server/lib/http-error';
import {
  MODEL_NOT_FOUND,
  createModel,
  deleteModel,
  findModel,
  listModels,
  pageModels,
  modelById,
  updateModel,
} from '#server/services/property-models';
import type * as routes from './property-models.routes';

export const listModelsHandler: RouteHandler<typeof routes.listModels, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  const page = requestedPage(c.req.valid('query'));
  if (!page) return c.json(await listModels(c.var.db, projectId), 200);
  return c.json(await pageModels(c.var.db, projectId, page.page, page.limit), 200);
};

export const listProjectModelsHandler: RouteHandler<typeof routes.listProjectModels, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  const page = requestedPage(c.req.valid('query'));
  if (!page) return c.json(await listModels(c.var.db, projectId), 200);
  return c.json(await pageModels(c.var.db, projectId, page.page, page.limit), 200);
};

export const getModelHandler: RouteHandler<typeof routes.getModel, AppEnv> = async (c) => {
  const { projectId, modelId } = c.req.valid('param');
  const model = await findModel(c.var.db, modelId);
  if (model.projectId !== projectId) throw notFound(MODEL_NOT_FOUND);
  return c.json(await modelById(c.var.db, modelId), 200);
};

export const createModelHandler: RouteHandler<typeof routes.createModel, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  return c.json(await createModel(c.var.db, projectId, c.req.valid('json')), 201);
};

export const updateModelHandler: RouteHandler<typeof routes.updateModel, AppEnv> = async (c) => {
  const { modelId } = c.req.valid('param');
  return c.json(await updateModel(c.var.db, modelId, c.req.valid('json')), 200);
};

export const deleteModelHandler: RouteHandler<typeof routes.deleteModel, AppEnv> = async (c) => {
  await deleteModel(c.var.db, await findModel(c.var.db, c.req.valid('param').modelId));
  return c.json({ message: 'Modelo de propiedad eliminado exitosamente' }, 200);
};
