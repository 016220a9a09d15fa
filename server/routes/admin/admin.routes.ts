import { createRoute } from '@hono/zod-openapi';
import {
  AdminCompaniesQuerySchema,
  AdminCompanyListSchema,
  AdminCompanySchema,
  AdminDeleteResultSchema,
} from '#domain/admin';
import { AuditPageSchema, AuditQuerySchema } from '#domain/audit';
import { CompanyIdParamsSchema, CompanyStatsSchema } from '#domain/company';
import { ErrorDetailSchema } from '#domain/http-errors';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Administración'];

export const listAdminCompaniesRoute = createRoute({
  ...requires('platform.read'),
  method: 'get',
  path: '/admin/companies',
  tags,
  summary: 'Todas las empresas, paginadas, con cifras de toda la plataforma (permiso read:all_companies)',
  security: bearerSecurity,
  request: { query: AdminCompaniesQuerySchema },
  responses: {
    200: jsonBody(AdminCompanyListSchema, 'Página de empresas y cifras globales'),
    ...authErrors,
    ...validationErrors,
  },
});

export const getAdminCompanyRoute = createRoute({
  ...requires('platform.read'),
  method: 'get',
  path: '/admin/companies/{id}',
  tags,
  summary: 'Una empresa con sus miembros y cifras (permiso read:all_companies)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: jsonBody(AdminCompanySchema, 'La empresa'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const getAdminCompanyStatsRoute = createRoute({
  ...requires('platform.read'),
  method: 'get',
  path: '/admin/companies/{id}/stats',
  tags,
  summary: 'Cantidad de proyectos y miembros de una empresa (permiso read:all_companies)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: jsonBody(CompanyStatsSchema, 'Cifras de la empresa'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const deleteAdminCompanyRoute = createRoute({
  ...requires('platform.delete'),
  method: 'delete',
  path: '/admin/companies/{id}',
  tags,
  summary: 'Elimina una empresa sin proyectos, propiedades ni miembros (permiso manage:all_companies)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: jsonBody(AdminDeleteResultSchema, 'Empresa eliminada, con el aviso para mostrar'),
    ...authErrors,
    ...notFoundError,
    409: jsonBody(ErrorDetailSchema, 'La empresa todavía tiene proyectos, propiedades o miembros'),
    ...validationErrors,
  },
});

export const listAuditRoute = createRoute({
  ...requires('platform.read'),
  method: 'get',
  path: '/admin/audit',
  tags,
  summary:
    'Registro de auditoría: acciones de administración y eliminaciones, las más recientes primero ' +
    '(permiso read:all_companies)',
  security: bearerSecurity,
  request: { query: AuditQuerySchema },
  responses: {
    200: jsonBody(AuditPageSchema, 'Página del registro'),
    ...authErrors,
    ...validationErrors,
  },
});
