import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import * as handlers from './projects.handlers';
import * as routes from './projects.routes';

export const registerProjects = (app: OpenAPIHono<AppEnv>) =>
  app
    .openapi(routes.listProjects, handlers.listProjectsHandler)
    .openapi(routes.createProject, handlers.createProjectHandler)
    .openapi(routes.getProject, handlers.getProjectHandler)
    .openapi(routes.updateProject, handlers.updateProjectHandler)
    .openapi(routes.deleteProject, handlers.deleteProjectHandler);
