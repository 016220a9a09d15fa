import type { OpenAPIHono } from '@hono/zod-openapi';
import { auditDelete } from '#server/policy/audit-specs';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { shownPropertyIn } from '#server/policy/answered-with-caller';
import { companyIn, projectIn, propertyIn } from '#server/services/company-access';
import { cannotCreateProperties } from '#server/services/properties';
import * as handlers from './properties.handlers';
import * as routes from './properties.routes';

export const registerProperties = (app: OpenAPIHono<AppEnv>) => {
  const property = propertyIn('param', 'id');
  // A unit is addressed through its project: the project decides access, and the unit must belong to it.
  const project = projectIn('param', 'projectId');
  openapiWithPolicy(app, routes.createIndependent, handlers.createIndependentHandler, {
    company: companyIn('json', 'company_id'),
    roleRefusal: cannotCreateProperties,
  });
  openapiWithPolicy(app, routes.getProperty, handlers.getPropertyHandler, {
    company: shownPropertyIn('param', 'id'),
    callerWithAnswer: true,
  });
  openapiWithPolicy(app, routes.updateIndependent, handlers.updateIndependentHandler, { company: property });
  openapiWithPolicy(app, routes.deleteProperty, handlers.deletePropertyHandler, {
    company: property,
    audit: auditDelete('property.delete', 'property'),
  });
  openapiWithPolicy(app, routes.createUnit, handlers.createUnitHandler, {
    company: project,
    roleRefusal: cannotCreateProperties,
  });
  openapiWithPolicy(app, routes.listUnits, handlers.listUnitsHandler, { company: project });
  openapiWithPolicy(app, routes.getUnit, handlers.getUnitHandler, { company: project });
  openapiWithPolicy(app, routes.updateUnit, handlers.updateUnitHandler, { company: project });
  openapiWithPolicy(app, routes.deleteUnit, handlers.deleteUnitHandler, {
    company: project,
    audit: auditDelete('property.delete', 'property', 'propertyId'),
  });
};
