import type { RouteHandler } from '@hono/zod-openapi';
import { requestedSearchPage } from '#domain/list-page';
import type { ModelListQuery } from '#domain/property-model';
import type { Db } from '#server/db/client';
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

// Both paths answer the same: every model, or a page searched and sorted (ADR 0058).
async function modelsAnswer(db: Db, projectId: number, query: ModelListQuery) {
  const page = requestedSearchPage(query);
  if (!page) return listModels(db, projectId);
  return pageModels(db, projectId, { ...page, q: query.q ?? '', sort: query.sort ?? 'created' });
}

export const listModelsHandler: RouteHandler<typeof routes.listModels, AppEnv> = async (c) =>
  c.json(await modelsAnswer(c.var.db, c.req.valid('param').projectId, c.req.valid('query')), 200);

export const listProjectModelsHandler: RouteHandler<typeof routes.listProjectModels, AppEnv> = async (c) =>
  c.json(await modelsAnswer(c.var.db, c.req.valid('param').projectId, c.req.valid('query')), 200);

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
