import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { answerJsonText } from '#server/lib/json-text';
import {
  createProject,
  deleteProject,
  listCallerProjects,
  listCompanyProjects,
  projectById,
  updateProject,
} from '#server/services/projects';
import type * as routes from './projects.routes';

export const listProjectsHandler: RouteHandler<typeof routes.listProjects, AppEnv> = async (c) => {
  const { company_id, page, limit } = c.req.valid('query');
  if (company_id === undefined) return c.json(await listCallerProjects(c.var.db, c.var.caller.userId), 200);
  return answerJsonText(c, await listCompanyProjects(c.var.db, company_id, page, limit), 200);
};

export const getProjectHandler: RouteHandler<typeof routes.getProject, AppEnv> = async (c) =>
  c.json(await projectById(c.var.db, c.req.valid('param').id), 200);

export const createProjectHandler: RouteHandler<typeof routes.createProject, AppEnv> = async (c) =>
  c.json(await createProject(c.var.db, c.req.valid('json'), c.var.caller.userId), 201);

export const updateProjectHandler: RouteHandler<typeof routes.updateProject, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await updateProject(c.var.db, id, c.req.valid('json'), c.var.caller.userId), 200);
};

export const deleteProjectHandler: RouteHandler<typeof routes.deleteProject, AppEnv> = async (c) => {
  await deleteProject(c.var.db, c.req.valid('param').id);
  return c.json({ message: 'Proyecto eliminado exitosamente' }, 200);
};
