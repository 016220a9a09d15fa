import type { OpenAPIHono } from '@hono/zod-openapi';
import { auditDelete } from '#server/policy/audit-specs';
import { answeredIn } from '#server/policy/answered-with-caller';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn, projectIn } from '#server/services/company-access';
import * as handlers from './projects.handlers';
import * as routes from './projects.routes';

export const registerProjects = (app: OpenAPIHono<AppEnv>) => {
  const project = projectIn('param', 'id');
  // Without company_id the list holds only the projects of the caller's own companies.
  openapiWithPolicy(app, routes.listProjects, handlers.listProjectsHandler, {
    company: answeredIn(companyIn('query', 'company_id', { optional: true }), handlers.projectsPageRead),
    callerWithAnswer: true,
  });
  openapiWithPolicy(app, routes.createProject, handlers.createProjectHandler, {
    company: companyIn('json', 'company_id'),
  });
  openapiWithPolicy(app, routes.getProject, handlers.getProjectHandler, { company: project });
  openapiWithPolicy(app, routes.updateProject, handlers.updateProjectHandler, { company: project });
  openapiWithPolicy(app, routes.deleteProject, handlers.deleteProjectHandler, {
    company: project,
    audit: auditDelete('project.delete', 'project'),
  });
};
