import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { notFound } from '#server/lib/http-error';
import { MANAGER_ROLES, requireProjectAccess } from '#server/services/projects';
import {
  MODEL_NOT_FOUND,
  createModel,
  deleteModel,
  findModel,
  listModels,
  modelById,
  updateModel,
} from '#server/services/property-models';
import type { Caller } from '#server/auth/caller';
import type { CompanyRole } from '#domain/roles';
import type { Db } from '#server/db/client';
import type * as routes from './property-models.routes';

// A model is reached through its project: access to the project's company decides.
async function requireModelAccess(db: Db, caller: Caller, modelId: number, roles?: readonly CompanyRole[]) {
  const model = await findModel(db, modelId);
  await requireProjectAccess(db, caller, model.projectId, roles);
  return model;
}

export const listModelsHandler: RouteHandler<typeof routes.listModels, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  await requireProjectAccess(c.var.db, c.var.caller, projectId);
  return c.json(await listModels(c.var.db, projectId), 200);
};

export const listProjectModelsHandler: RouteHandler<typeof routes.listProjectModels, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  await requireProjectAccess(c.var.db, c.var.caller, projectId);
  return c.json(await listModels(c.var.db, projectId), 200);
};

export const getModelHandler: RouteHandler<typeof routes.getModel, AppEnv> = async (c) => {
  const { projectId, modelId } = c.req.valid('param');
  await requireProjectAccess(c.var.db, c.var.caller, projectId);
  const model = await findModel(c.var.db, modelId);
  if (model.projectId !== projectId) throw notFound(MODEL_NOT_FOUND);
  return c.json(await modelById(c.var.db, modelId), 200);
};

export const createModelHandler: RouteHandler<typeof routes.createModel, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  await requireProjectAccess(c.var.db, c.var.caller, projectId, MANAGER_ROLES);
  return c.json(await createModel(c.var.db, projectId, c.req.valid('json')), 201);
};

export const updateModelHandler: RouteHandler<typeof routes.updateModel, AppEnv> = async (c) => {
  const { modelId } = c.req.valid('param');
  await requireModelAccess(c.var.db, c.var.caller, modelId, MANAGER_ROLES);
  return c.json(await updateModel(c.var.db, modelId, c.req.valid('json')), 200);
};

export const deleteModelHandler: RouteHandler<typeof routes.deleteModel, AppEnv> = async (c) => {
  const { modelId } = c.req.valid('param');
  const model = await requireModelAccess(c.var.db, c.var.caller, modelId, MANAGER_ROLES);
  await deleteModel(c.var.db, model);
  return c.json({ message: 'Modelo de propiedad eliminado exitosamente' }, 200);
};
