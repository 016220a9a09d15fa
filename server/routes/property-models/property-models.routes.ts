import { createRoute, z } from '@hono/zod-openapi';
import { idParam } from '#domain/input-limits';
import { ErrorDetailSchema } from '#domain/http-errors';
import { DeletedSchema } from '#domain/project';
import {
  ModelListQuerySchema,
  PropertyModelFormSchema,
  PropertyModelPageSchema,
  PropertyModelSchema,
  PropertyModelUpdateSchema,
} from '#domain/property-model';
import { staleCopySchema } from '#domain/versioned';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Modelos de propiedad'];
const positiveId = idParam();
const ProjectParams = z.object({ projectId: positiveId });
const ProjectModelParams = z.object({ projectId: positiveId, modelId: positiveId });
const ModelParams = z.object({ modelId: positiveId });
const body = { content: { 'application/json': { schema: PropertyModelFormSchema } }, required: true };
const models = jsonBody(
  z.union([z.array(PropertyModelSchema), PropertyModelPageSchema]),
  'Modelos del proyecto: todos, o con `page`, `limit`, `q` o `sort` una página `{models, total_pages, total_items}` ' +
    'de los modelos cuyo nombre o descripción contienen `q` sin distinguir mayúsculas, en el orden `sort` ' +
    '(created por defecto, name, price_asc, price_desc)'
);

export const listModels = createRoute({
  ...requires('model.read'),
  method: 'get',
  path: '/property-models/projects/{projectId}/models',
  tags,
  summary: 'Modelos de un proyecto, cada uno con el número de propiedades que lo usan',
  security: bearerSecurity,
  request: { params: ProjectParams, query: ModelListQuerySchema },
  responses: { 200: models, ...authErrors, ...notFoundError, ...validationErrors },
});

export const listProjectModels = createRoute({
  ...requires('model.read'),
  method: 'get',
  path: '/projects/{projectId}/models',
  tags,
  summary: 'Modelos de un proyecto (misma respuesta que /property-models/projects/{projectId}/models)',
  security: bearerSecurity,
  request: { params: ProjectParams, query: ModelListQuerySchema },
  responses: { 200: models, ...authErrors, ...notFoundError, ...validationErrors },
});

export const getModel = createRoute({
  ...requires('model.read'),
  method: 'get',
  path: '/property-models/projects/{projectId}/models/{modelId}',
  tags,
  summary: 'Un modelo de un proyecto',
  security: bearerSecurity,
  request: { params: ProjectModelParams },
  responses: {
    200: jsonBody(PropertyModelSchema, 'El modelo'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const createModel = createRoute({
  ...requires('model.create'),
  method: 'post',
  path: '/property-models/projects/{projectId}/models',
  tags,
  summary: 'Crea un modelo en un proyecto (OWNER o ADMIN)',
  security: bearerSecurity,
  request: { params: ProjectParams, body },
  responses: {
    201: jsonBody(PropertyModelSchema, 'Modelo creado'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const updateModel = createRoute({
  ...requires('model.update'),
  method: 'put',
  path: '/property-models/models/{modelId}',
  tags,
  summary: 'Reemplaza los datos de un modelo (OWNER o ADMIN); las unidades ya creadas no cambian',
  security: bearerSecurity,
  description:
    'Exige la `version` leída: si otra persona guardó antes, responde 409 con la copia actual (`current`) en vez ' +
    'de sobrescribir su cambio.',
  request: {
    params: ModelParams,
    body: { content: { 'application/json': { schema: PropertyModelUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonBody(PropertyModelSchema, 'Modelo actualizado'),
    ...authErrors,
    ...notFoundError,
    409: jsonBody(
      staleCopySchema(PropertyModelSchema, 'PropertyModelStale'),
      'Otra persona modificó el modelo desde que se leyó (versión distinta): la copia actual'
    ),
    ...validationErrors,
  },
});

export const deleteModel = createRoute({
  ...requires('model.delete'),
  method: 'delete',
  path: '/property-models/models/{modelId}',
  tags,
  summary: 'Elimina un modelo sin propiedades (OWNER o ADMIN); con propiedades responde 409',
  security: bearerSecurity,
  request: { params: ModelParams },
  responses: {
    200: jsonBody(DeletedSchema, 'Modelo eliminado'),
    ...authErrors,
    ...notFoundError,
    409: jsonBody(ErrorDetailSchema, 'El modelo está en uso: nombra el modelo y el número de propiedades'),
    ...validationErrors,
  },
});
