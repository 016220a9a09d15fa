import type { RouteHandler } from '@hono/zod-openapi';
import type { Caller } from '#server/auth/caller';
import type { Db } from '#server/db/client';
import type { AppEnv } from '#server/lib/app-env';
import { notFound } from '#server/lib/http-error';
import { requireCompanyAccess } from '#server/services/company-access';
import { MANAGER_ROLES, requireProjectAccess } from '#server/services/projects';
import {
  PROPERTY_NOT_FOUND,
  createIndependentProperty,
  createUnit,
  deleteProperty,
  findProperty,
  listProjectProperties,
  propertyById,
  requireCreateRight,
  requirePropertyAccess,
  updateIndependentProperty,
  updateUnit,
} from '#server/services/properties';
import type { CompanyRole } from '#domain/roles';
import type * as routes from './properties.routes';

const DELETED = { message: 'Propiedad eliminada exitosamente' };

// A unit is addressed through its project: the project decides access, and the unit must belong to it.
async function requireUnit(
  db: Db,
  caller: Caller,
  projectId: number,
  propertyId: number,
  roles?: readonly CompanyRole[]
) {
  await requireProjectAccess(db, caller, projectId, roles);
  const unit = await findProperty(db, propertyId);
  if (unit.projectId !== projectId) throw notFound(PROPERTY_NOT_FOUND);
  return unit;
}

export const createIndependentHandler: RouteHandler<typeof routes.createIndependent, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const role = await requireCompanyAccess(c.var.db, c.var.caller, body.company_id);
  requireCreateRight(c.var.caller, role, body.property_type);
  return c.json(await createIndependentProperty(c.var.db, body), 201);
};

export const getPropertyHandler: RouteHandler<typeof routes.getProperty, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await requirePropertyAccess(c.var.db, c.var.caller, id);
  return c.json(await propertyById(c.var.db, id), 200);
};

export const updateIndependentHandler: RouteHandler<typeof routes.updateIndependent, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const property = await requirePropertyAccess(c.var.db, c.var.caller, id, MANAGER_ROLES);
  return c.json(await updateIndependentProperty(c.var.db, property, c.req.valid('json')), 200);
};

export const deletePropertyHandler: RouteHandler<typeof routes.deleteProperty, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const property = await requirePropertyAccess(c.var.db, c.var.caller, id, MANAGER_ROLES);
  await deleteProperty(c.var.db, property);
  return c.json(DELETED, 200);
};

export const createUnitHandler: RouteHandler<typeof routes.createUnit, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  const { project, role } = await requireProjectAccess(c.var.db, c.var.caller, projectId);
  return c.json(await createUnit(c.var.db, c.var.caller, role, project, c.req.valid('json')), 201);
};

export const listUnitsHandler: RouteHandler<typeof routes.listUnits, AppEnv> = async (c) => {
  const { projectId } = c.req.valid('param');
  await requireProjectAccess(c.var.db, c.var.caller, projectId);
  return c.json(await listProjectProperties(c.var.db, projectId), 200);
};

export const getUnitHandler: RouteHandler<typeof routes.getUnit, AppEnv> = async (c) => {
  const { projectId, propertyId } = c.req.valid('param');
  await requireUnit(c.var.db, c.var.caller, projectId, propertyId);
  return c.json(await propertyById(c.var.db, propertyId), 200);
};

export const updateUnitHandler: RouteHandler<typeof routes.updateUnit, AppEnv> = async (c) => {
  const { projectId, propertyId } = c.req.valid('param');
  const unit = await requireUnit(c.var.db, c.var.caller, projectId, propertyId, MANAGER_ROLES);
  return c.json(await updateUnit(c.var.db, unit, c.req.valid('json')), 200);
};

export const deleteUnitHandler: RouteHandler<typeof routes.deleteUnit, AppEnv> = async (c) => {
  const { projectId, propertyId } = c.req.valid('param');
  const unit = await requireUnit(c.var.db, c.var.caller, projectId, propertyId, MANAGER_ROLES);
  await deleteProperty(c.var.db, unit);
  return c.json(DELETED, 200);
};
