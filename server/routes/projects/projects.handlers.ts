import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { requireCompanyAccess } from '#server/services/company-access';
import {
  MANAGER_ROLES,
  createProject,
  deleteProject,
  listCallerProjects,
  listCompanyProjects,
  projectById,
  requireProjectAccess,
  updateProject,
} from '#server/services/projects';
import type * as routes from './projects.routes';

export const listProjectsHandler: RouteHandler<typeof routes.listProjects, AppEnv> = async (c) => {
  const { company_id, page, limit } = c.req.valid('query');
  if (company_id === undefined) return c.json(await listCallerProjects(c.var.db, c.var.caller.userId), 200);
  await requireCompanyAccess(c.var.db, c.var.caller, company_id);
  return c.json(await listCompanyProjects(c.var.db, company_id, page, limit), 200);
};

export const getProjectHandler: RouteHandler<typeof routes.getProject, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await requireProjectAccess(c.var.db, c.var.caller, id);
  return c.json(await projectById(c.var.db, id), 200);
};

export const createProjectHandler: RouteHandler<typeof routes.createProject, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  await requireCompanyAccess(c.var.db, c.var.caller, body.company_id, MANAGER_ROLES);
  return c.json(await createProject(c.var.db, body), 201);
};

export const updateProjectHandler: RouteHandler<typeof routes.updateProject, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await requireProjectAccess(c.var.db, c.var.caller, id, MANAGER_ROLES);
  return c.json(await updateProject(c.var.db, id, c.req.valid('json')), 200);
};

export const deleteProjectHandler: RouteHandler<typeof routes.deleteProject, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await requireProjectAccess(c.var.db, c.var.caller, id, MANAGER_ROLES);
  await deleteProject(c.var.db, id);
  return c.json({ message: 'Proyecto eliminado exitosamente' }, 200);
};
