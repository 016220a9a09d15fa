import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ProjectPage } from '#domain/project';
import type { JsonText } from '#server/db/json-shape';
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
import { validatedPart } from '#server/services/company-access';
import type * as routes from './projects.routes';

/** A company's projects page, read with its caller (ADR 0066); the caller's own projects are not a hot call. */
export const projectsPageRead = (c: Context<AppEnv>) => {
  const { company_id, page, limit } = validatedPart(c, 'query') as {
    company_id?: number;
    page: number;
    limit: number;
  };
  if (company_id === undefined) return undefined;
  return (sub: string) => listCompanyProjects(c.var.db, sub, company_id, page, limit);
};

// A company's page was read by the policy's locator with the caller that decided access: it is answered as read.
export const listProjectsHandler: RouteHandler<typeof routes.listProjects, AppEnv> = async (c) => {
  if (c.req.valid('query').company_id === undefined)
    return c.json(await listCallerProjects(c.var.db, c.var.caller.userId), 200);
  return answerJsonText(c, c.var.answer as JsonText<ProjectPage>, 200);
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
