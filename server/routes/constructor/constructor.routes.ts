import { createRoute } from '@hono/zod-openapi';
import { CompanyIdParamsSchema } from '#domain/company';
import {
  ActivityCreateSchema,
  ActivitySchema,
  ConstructorDashboardSchema,
  ConstructorProjectListSchema,
  ConstructorProjectsQuerySchema,
  ConstructorQuerySchema,
  ConstructorStatsSchema,
  RevenueTargetInputSchema,
  RevenueTargetSchema,
} from '#domain/constructor-workspace';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

import { PortalAssistantReplySchema, PortalAssistantRequestSchema } from '#domain/portal-assistant';

const tags = ['Constructor'];
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;

export const getDashboard = createRoute({
  ...requires('dashboard.read'),
  method: 'get',
  path: '/constructor/dashboard',
  tags,
  summary: 'Dashboard del constructor: KPIs, obra, ingresos frente a la meta, desempeño y actividad reciente',
  description:
    'Proyectos activos: los de etapa distinta de finalizado y cancelado. Ingresos: precios de las unidades cuya ' +
    'venta quedó registrada en el mes (hora de Colombia). Unidades vendidas: total menos disponibles.',
  security: bearerSecurity,
  request: { query: ConstructorQuerySchema },
  responses: { 200: jsonBody(ConstructorDashboardSchema, 'Cifras del constructor'), ...errors },
});

export const listProjectCards = createRoute({
  ...requires('project.read'),
  method: 'get',
  path: '/constructor/projects',
  tags,
  summary: 'Tarjetas de la vista Lista, con búsqueda (nombre, ubicación, ciudad, desarrollador) y filtros',
  description:
    'Los más recientes primero. Con `page`, `limit` o `q`, una página `{projects, total_pages, total_items}` ' +
    '(`limit` hasta 100, 10 por defecto); sin ellos, todos los proyectos que cumplen los filtros en una sola página.',
  security: bearerSecurity,
  request: { query: ConstructorProjectsQuerySchema },
  responses: { 200: jsonBody(ConstructorProjectListSchema, 'Proyectos de la empresa'), ...errors },
});

export const getStats = createRoute({
  ...requires('dashboard.read'),
  method: 'get',
  path: '/constructor/stats',
  tags,
  summary: 'Estadísticas: proyectos por etapa, unidades, ingresos por mes, avance y los 5 más vendidos',
  security: bearerSecurity,
  request: { query: ConstructorQuerySchema },
  responses: { 200: jsonBody(ConstructorStatsSchema, 'Estadísticas de la empresa'), ...errors },
});

export const createActivity = createRoute({
  ...requires('activity.create'),
  method: 'post',
  path: '/constructor/activities',
  tags,
  summary: 'Registra a mano una inspección o una entrega de materiales (OWNER, ADMIN o MEMBER)',
  security: bearerSecurity,
  request: {
    body: { content: { 'application/json': { schema: ActivityCreateSchema } }, required: true },
  },
  responses: { 201: jsonBody(ActivitySchema, 'Actividad registrada'), ...errors },
});

export const setRevenueTarget = createRoute({
  ...requires('revenueTarget.update'),
  method: 'put',
  path: '/companies/{id}/revenue-target',
  tags,
  summary: 'Fija la meta mensual de ingresos de la empresa en COP; null la quita (OWNER o ADMIN)',
  security: bearerSecurity,
  request: {
    params: CompanyIdParamsSchema,
    body: { content: { 'application/json': { schema: RevenueTargetInputSchema } }, required: true },
  },
  responses: { 200: jsonBody(RevenueTargetSchema, 'Meta guardada'), ...errors },
});

export const askAssistant = createRoute({
  ...requires('dashboard.read'),
  method: 'post',
  path: '/constructor/assistant',
  tags,
  summary: 'Asistente AI del portal: responde con los datos de la empresa (todo miembro de la empresa)',
  description:
    'Disponibilidad y rangos de precio por proyecto, unidades vendidas en el mes, leads de los últimos 7 días por ' +
    'estado, búsquedas del chat de inversionistas sin resultados (30 días), sugerencia de precio para el modelo ' +
    'que se vende más lento y documentos por proyecto. Cada cifra sale de una consulta; sin datos, lo dice.',
  security: bearerSecurity,
  request: {
    body: { content: { 'application/json': { schema: PortalAssistantRequestSchema } }, required: true },
  },
  responses: { 200: jsonBody(PortalAssistantReplySchema, 'La respuesta del asistente'), ...errors },
});
