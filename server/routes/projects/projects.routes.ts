import { createRoute, z } from '@hono/zod-openapi';
import { idParam } from '#domain/input-limits';
import { DeletedSchema, ProjectListQuerySchema, ProjectPageSchema, ProjectSchema } from '#domain/project';
import { ProjectCreateSchema, ProjectUpdateSchema } from '#domain/project-form';
import { staleCopySchema } from '#domain/versioned';
import { ErrorDetailSchema } from '#domain/http-errors';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Proyectos'];
const ProjectParams = z.object({ id: idParam() });

export const listProjects = createRoute({
  ...requires('project.read'),
  method: 'get',
  path: '/projects',
  tags,
  summary: 'Proyectos del usuario, o una página de los proyectos de una empresa (company_id)',
  description:
    'Sin `company_id`: la lista de proyectos de todas las empresas del usuario. Con `company_id`: una página ' +
    '`{projects, total_pages, total_items}` de esa empresa (miembros de la empresa o administradores de plataforma).',
  security: bearerSecurity,
  request: { query: ProjectListQuerySchema },
  responses: {
    200: jsonBody(z.union([z.array(ProjectSchema), ProjectPageSchema]), 'Proyectos'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const getProject = createRoute({
  ...requires('project.read'),
  method: 'get',
  path: '/projects/{id}',
  tags,
  summary: 'Un proyecto con sus lugares cercanos, imágenes y amenidades',
  security: bearerSecurity,
  request: { params: ProjectParams },
  responses: {
    200: jsonBody(ProjectSchema, 'El proyecto'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const createProject = createRoute({
  ...requires('project.create'),
  method: 'post',
  path: '/projects',
  tags,
  summary: 'Crea un proyecto en una empresa que el usuario administra (OWNER o ADMIN)',
  security: bearerSecurity,
  request: { body: { content: { 'application/json': { schema: ProjectCreateSchema } }, required: true } },
  responses: {
    201: jsonBody(ProjectSchema, 'Proyecto creado'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const updateProject = createRoute({
  ...requires('project.update'),
  method: 'put',
  path: '/projects/{id}',
  tags,
  summary: 'Reemplaza los datos de un proyecto (OWNER o ADMIN)',
  description:
    'Exige la `version` leída: si otra persona guardó antes, responde 409 con la copia actual (`current`) en vez ' +
    'de sobrescribir su cambio.',
  security: bearerSecurity,
  request: {
    params: ProjectParams,
    body: { content: { 'application/json': { schema: ProjectUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonBody(ProjectSchema, 'Proyecto actualizado'),
    ...authErrors,
    ...notFoundError,
    409: jsonBody(
      z.union([staleCopySchema(ProjectSchema, 'ProjectStale'), ErrorDetailSchema]),
      'Otra persona cambió el proyecto desde que se leyó (con la copia actual), o el cambio choca con sus unidades'
    ),
    ...validationErrors,
  },
});

export const deleteProject = createRoute({
  ...requires('project.delete'),
  method: 'delete',
  path: '/projects/{id}',
  tags,
  summary: 'Elimina un proyecto con sus modelos y unidades (OWNER o ADMIN)',
  description: 'Se niega (409) mientras el proyecto tenga unidades vendidas o reservadas.',
  security: bearerSecurity,
  request: { params: ProjectParams },
  responses: {
    200: jsonBody(DeletedSchema, 'Proyecto eliminado'),
    ...authErrors,
    ...notFoundError,
    409: jsonBody(ErrorDetailSchema, 'El proyecto tiene unidades vendidas o reservadas'),
    ...validationErrors,
  },
});
