import type { RouteHandler } from '@hono/zod-openapi';
import type { Property } from '#domain/property';
import type { AppEnv } from '#server/lib/app-env';
import type { JsonText } from '#server/db/json-shape';
import { answerJsonText } from '#server/lib/json-text';
import { findProject } from '#server/services/projects';
import {
  createIndependentProperty,
  createUnit,
  deleteProperty,
  findProperty,
  findUnit,
  listProjectProperties,
  pageProjectProperties,
  searchProjectProperties,
  propertyById,
  requireCreatable,
  updateIndependentProperty,
  updateUnit,
} from '#server/services/properties';
import type * as routes from './properties.routes';
import { LIST_DEFAULT_LIMIT, requestedPage } from '#domain/list-page';

const DELETED = { message: 'Propiedad eliminada exitosamente' };

export const createIndependentHandler: RouteHandler<typeof routes.createIndependent, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  requireCreatable(c.var.grant, body.property_type, body.status);
  return c.json(await createIndependentProperty(c.var.db, body, c.var.caller.userId), 201);
};

// The policy's locator read the property's answer with the company and the caller that decided access: it is
// answered, not read again.
export const getPropertyHandler: RouteHandler<typeof routes.getProperty, AppEnv> = async (c) =>
  answerJsonText(c, c.var.answer as JsonText<Property>, 200);

export const updateIndependentHandler: RouteHandler<typeof routes.updateIndependent, AppEnv> = async (c) => {
  const property = await findProperty(c.var.db, c.req.valid('param').id);
  return c.json(
    await updateIndependentProperty(c.var.db, property, c.req.valid('json'), c.var.caller.userId),
    200
  );
};

export const deletePropertyHandler: RouteHandler<typeof routes.deleteProperty, AppEnv> = async (c) => {
  await deleteProperty(c.var.db, await findProperty(c.var.db, c.req.valid('param').id));
  return c.json(DELETED, 200);
};

export const createUnitHandler: RouteHandler<typeof routes.createUnit, AppEnv> = async (c) => {
  const project = await findProject(c.var.db, c.req.valid('param').projectId);
  const body = c.req.valid('json');
  return c.json(await createUnit(c.var.db, c.var.grant, project, body, c.var.caller.userId), 201);
};

export const listUnitsHandler: RouteHandler<typeof routes.listUnits, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  const query = c.req.valid('query');
  const { q = '', sort } = query;
  // A search or an order is a question about one page, like `page` or `limit`.
  const page =
    requestedPage(query) ?? (q || sort ? { page: query.page ?? 1, limit: LIST_DEFAULT_LIMIT } : null);
  if (!page) return c.json(await listProjectProperties(c.var.db, projectId), 200);
  if (!q && (sort ?? 'name') === 'name')
    return c.json(await pageProjectProperties(c.var.db, projectId, page.page, page.limit), 200);
  return c.json(
    await searchProjectProperties(c.var.db, projectId, { q, sort: sort ?? 'name', ...page }),
    200
  );
};

export const getUnitHandler: RouteHandler<typeof routes.getUnit, AppEnv> = async (c) => {
  const { projectId, propertyId } = c.req.valid('param');
  await findUnit(c.var.db, projectId, propertyId);
  return c.json(await propertyById(c.var.db, propertyId), 200);
};

export const updateUnitHandler: RouteHandler<typeof routes.updateUnit, AppEnv> = async (c) => {
  const { projectId, propertyId } = c.req.valid('param');
  const unit = await findUnit(c.var.db, projectId, propertyId);
  return c.json(await updateUnit(c.var.db, unit, c.req.valid('json'), c.var.caller.userId), 200);
};

export const deleteUnitHandler: RouteHandler<typeof routes.deleteUnit, AppEnv> = async (c) => {
  const { projectId, propertyId } = c.req.valid('param');
  await deleteProperty(c.var.db, await findUnit(c.var.db, projectId, propertyId));
  return c.json(DELETED, 200);
};
