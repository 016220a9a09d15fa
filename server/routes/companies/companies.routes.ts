import { createRoute, z } from '@hono/zod-openapi';
import { CompanyIdParamsSchema, CompanySchema, CompanyStatsSchema, MyCompanySchema } from '#domain/company';
import { CompanyInputSchema, CompanyUpdateSchema } from '#domain/company-form';
import { staleCopySchema } from '#domain/versioned';
import {
  CompanyManagementStatsSchema,
  ManagedCompaniesQuerySchema,
  ManagedCompanyListSchema,
} from '#domain/company-management';
import { ErrorDetailSchema, ValidationErrorSchema } from '#domain/http-errors';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Empresas'];
const companyBody = {
  content: { 'application/json': { schema: CompanyInputSchema } },
  required: true,
} as const;
// Declared here rather than spread from the shared `validationErrors`: the handler answers this 422 itself (a
// document type of another country), and only a literal entry types `c.json(…, 422)` for the handler.
const inputErrors = {
  422: jsonBody(ValidationErrorSchema, 'Datos de la solicitud no válidos'),
};
const duplicateError = {
  409: jsonBody(
    ErrorDetailSchema,
    'Ya existe una empresa con ese número de identificación en el país y tipo'
  ),
} as const;

export const listMyCompanies = createRoute({
  ...requires('company.list'),
  method: 'get',
  path: '/companies',
  tags,
  summary: 'Empresas a las que pertenece el usuario, con su rol en cada una',
  security: bearerSecurity,
  responses: { 200: jsonBody(z.array(MyCompanySchema), 'Empresas del usuario'), ...authErrors },
});

export const createCompanyRoute = createRoute({
  ...requires('company.create'),
  method: 'post',
  path: '/companies',
  tags,
  summary: 'Crea una empresa; quien la crea queda como OWNER',
  security: bearerSecurity,
  request: { body: companyBody },
  responses: {
    201: jsonBody(MyCompanySchema, 'Empresa creada, con el rol OWNER de quien la creó'),
    ...authErrors,
    ...duplicateError,
    ...inputErrors,
  },
});

export const getCompanyRoute = createRoute({
  ...requires('company.read'),
  method: 'get',
  path: '/companies/{id}',
  tags,
  summary:
    'Una empresa de la que el usuario es miembro (o cualquiera para un administrador de la plataforma)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: jsonBody(CompanySchema, 'La empresa'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const updateCompanyRoute = createRoute({
  ...requires('company.update'),
  method: 'put',
  path: '/companies/{id}',
  tags,
  summary: 'Reemplaza los datos editables de una empresa (OWNER o ADMIN de la empresa)',
  description:
    'Exige la `version` leída: si otra persona guardó antes, responde 409 con la copia actual (`current`) en vez ' +
    'de sobrescribir su cambio.',
  security: bearerSecurity,
  request: {
    params: CompanyIdParamsSchema,
    body: { content: { 'application/json': { schema: CompanyUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonBody(CompanySchema, 'Empresa actualizada'),
    ...authErrors,
    ...notFoundError,
    409: jsonBody(
      z.union([staleCopySchema(CompanySchema, 'CompanyStale'), ErrorDetailSchema]),
      'Otra persona cambió la empresa desde que se leyó (con la copia actual), o el número de identificación ya existe'
    ),
    ...inputErrors,
  },
});

export const deleteCompanyRoute = createRoute({
  ...requires('company.delete'),
  method: 'delete',
  path: '/companies/{id}',
  tags,
  summary: 'Elimina una empresa sin proyectos, propiedades ni otros miembros (OWNER o ADMIN de la empresa)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    204: { description: 'Empresa eliminada' },
    ...authErrors,
    ...notFoundError,
    409: jsonBody(ErrorDetailSchema, 'La empresa todavía tiene proyectos, propiedades u otros miembros'),
    ...validationErrors,
  },
});

export const getCompanyStatsRoute = createRoute({
  ...requires('company.read'),
  method: 'get',
  path: '/companies/{id}/stats',
  tags,
  summary: 'Cantidad de proyectos y miembros de una empresa',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: jsonBody(CompanyStatsSchema, 'Cifras de la empresa'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});

export const listManagedCompaniesRoute = createRoute({
  ...requires('company.list'),
  method: 'get',
  path: '/companies/management',
  tags,
  summary:
    'Gestión de Empresas: una página de las empresas del usuario (todas para un administrador de la plataforma), con búsqueda, filtros y orden',
  security: bearerSecurity,
  request: { query: ManagedCompaniesQuerySchema },
  responses: {
    200: jsonBody(ManagedCompanyListSchema, 'Una página de empresas y los totales'),
    ...authErrors,
    ...validationErrors,
  },
});

export const managedCompanyStatsRoute = createRoute({
  ...requires('company.list'),
  method: 'get',
  path: '/companies/management/stats',
  tags,
  summary: 'Estadísticas de las empresas del usuario (todas para un administrador de la plataforma)',
  security: bearerSecurity,
  responses: {
    200: jsonBody(CompanyManagementStatsSchema, 'Cifras calculadas sobre todas las empresas'),
    ...authErrors,
  },
});
