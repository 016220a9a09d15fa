import { createRoute, z } from '@hono/zod-openapi';
import { idParam } from '#domain/input-limits';
import { ErrorDetailSchema } from '#domain/http-errors';
import { DeletedSchema } from '#domain/project';
import { PropertyListQuerySchema, PropertyPageSchema, PropertySchema } from '#domain/property';
import {
  PropertyCreateSchema,
  PropertyUpdateSchema,
  UnitCreateSchema,
  UnitUpdateSchema,
} from '#domain/property-form';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';
import type { ZodType } from 'zod';

const tags = ['Propiedades'];
const positiveId = idParam();
const PropertyParams = z.object({ id: positiveId });
const ProjectParams = z.object({ projectId: positiveId });
const UnitParams = z.object({ projectId: positiveId, propertyId: positiveId });
const json = <T extends ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const property = (description: string) => jsonBody(PropertySchema, description);
const staleVersion = {
  409: jsonBody(ErrorDetailSchema, 'Otra persona modificó la propiedad desde que se leyó (versión distinta)'),
} as const;
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;

export const createIndependent = createRoute({
  ...requires('property.create'),
  method: 'post',
  path: '/properties',
  tags,
  summary: 'Crea una propiedad independiente (OWNER/ADMIN cualquier tipo; MEMBER apartamento o casa)',
  security: bearerSecurity,
  request: { body: json(PropertyCreateSchema) },
  responses: { 201: property('Propiedad creada'), ...errors },
});

export const getProperty = createRoute({
  ...requires('property.read'),
  method: 'get',
  path: '/properties/{id}',
  tags,
  summary: 'Una propiedad (unidad de proyecto o independiente)',
  security: bearerSecurity,
  request: { params: PropertyParams },
  responses: { 200: property('La propiedad'), ...errors },
});

export const updateIndependent = createRoute({
  ...requires('property.update'),
  method: 'put',
  path: '/properties/{id}',
  tags,
  summary: 'Reemplaza una propiedad independiente (OWNER o ADMIN), con la versión leída',
  description:
    'Las unidades de un proyecto se editan en /projects/{projectId}/properties/{propertyId} (409 aquí).',
  security: bearerSecurity,
  request: { params: PropertyParams, body: json(PropertyUpdateSchema) },
  responses: { 200: property('Propiedad actualizada'), ...errors, ...staleVersion },
});

export const deleteProperty = createRoute({
  ...requires('property.delete'),
  method: 'delete',
  path: '/properties/{id}',
  tags,
  summary: 'Elimina una propiedad (OWNER o ADMIN)',
  security: bearerSecurity,
  request: { params: PropertyParams },
  responses: { 200: jsonBody(DeletedSchema, 'Propiedad eliminada'), ...errors },
});

export const createUnit = createRoute({
  ...requires('property.create'),
  method: 'post',
  path: '/projects/{projectId}/properties',
  tags,
  summary:
    'Agrega una unidad a un proyecto desde un modelo (hereda área, habitaciones, baños y parqueaderos)',
  security: bearerSecurity,
  request: { params: ProjectParams, body: json(UnitCreateSchema) },
  responses: {
    201: property('Unidad creada'),
    ...errors,
    409: jsonBody(ErrorDetailSchema, 'Ya existe una unidad con ese nombre'),
  },
});

export const listUnits = createRoute({
  ...requires('property.read'),
  method: 'get',
  path: '/projects/{projectId}/properties',
  tags,
  summary: 'Unidades de un proyecto, todas o una página',
  description:
    'Sin `page`, `limit`, `q` ni `sort`: todas las unidades por nombre. Con cualquiera: una página ' +
    '`{properties, total_pages, total_items}` (page por defecto 1, limit por defecto 10, máximo 100) de las ' +
    'unidades cuyo nombre, descripción o dirección contienen `q` sin distinguir mayúsculas, en el orden `sort` ' +
    '(name por defecto, recent, price_asc, price_desc).',
  security: bearerSecurity,
  request: { params: ProjectParams, query: PropertyListQuerySchema },
  responses: {
    200: jsonBody(z.union([z.array(PropertySchema), PropertyPageSchema]), 'Unidades del proyecto'),
    ...errors,
  },
});

export const getUnit = createRoute({
  ...requires('property.read'),
  method: 'get',
  path: '/projects/{projectId}/properties/{propertyId}',
  tags,
  summary: 'Una unidad de un proyecto',
  security: bearerSecurity,
  request: { params: UnitParams },
  responses: { 200: property('La unidad'), ...errors },
});

export const updateUnit = createRoute({
  ...requires('property.update'),
  method: 'put',
  path: '/projects/{projectId}/properties/{propertyId}',
  tags,
  summary: 'Cambia precio, estado o imágenes de una unidad (OWNER o ADMIN), con la versión leída',
  description:
    'Dos cambios concurrentes sobre la misma versión no pueden ganar ambos: el segundo recibe 409. ' +
    'Cualquier otro campo se rechaza con 422.',
  security: bearerSecurity,
  request: { params: UnitParams, body: json(UnitUpdateSchema) },
  responses: { 200: property('Unidad actualizada'), ...errors, ...staleVersion },
});

export const deleteUnit = createRoute({
  ...requires('property.delete'),
  method: 'delete',
  path: '/projects/{projectId}/properties/{propertyId}',
  tags,
  summary: 'Elimina una unidad de un proyecto (OWNER o ADMIN)',
  security: bearerSecurity,
  request: { params: UnitParams },
  responses: { 200: jsonBody(DeletedSchema, 'Unidad eliminada'), ...errors },
});
