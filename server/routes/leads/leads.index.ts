import type { OpenAPIHono } from '@hono/zod-openapi';
import { answeredIn } from '#server/policy/answered-with-caller';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { companyIn, leadIn } from '#server/services/company-access';
import * as handlers from './leads.handlers';
import * as routes from './leads.routes';

/** The leads pipeline of a company. The export is registered before `/leads/{id}`, which would otherwise take it. */
export const registerLeads = (app: OpenAPIHono<AppEnv>) => {
  const queried = companyIn('query', 'company_id');
  const addressed = leadIn('param', 'id');
  openapiWithPolicy(app, routes.listLeads, handlers.listLeadsHandler, {
    company: answeredIn(queried, handlers.leadsPageRead),
    callerWithAnswer: true,
  });
  openapiWithPolicy(app, routes.exportLeads, handlers.exportLeadsHandler, { company: queried });
  openapiWithPolicy(app, routes.createLead, handlers.createLeadHandler, {
    company: companyIn('json', 'company_id'),
  });
  openapiWithPolicy(app, routes.getLead, handlers.getLeadHandler, { company: addressed });
  openapiWithPolicy(app, routes.updateLead, handlers.updateLeadHandler, { company: addressed });
  openapiWithPolicy(app, routes.contactLead, handlers.contactLeadHandler, { company: addressed });
  openapiWithPolicy(app, routes.assignLead, handlers.assignLeadHandler, { company: addressed });
  openapiWithPolicy(app, routes.whatsappLead, handlers.whatsappLeadHandler, { company: addressed });
};
