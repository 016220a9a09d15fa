import { createRoute } from '@hono/zod-openapi';
import { DashboardQuerySchema, DashboardSummarySchema } from '#domain/dashboard';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

export const getSummary = createRoute({
  ...requires('dashboard.read'),
  method: 'get',
  path: '/dashboard/summary',
  tags: ['Dashboard'],
  summary: 'Resumen de una empresa: proyectos activos, propiedades disponibles y leads',
  security: bearerSecurity,
  request: { query: DashboardQuerySchema },
  responses: {
    200: jsonBody(DashboardSummarySchema, 'Cifras de la empresa'),
    ...authErrors,
    ...notFoundError,
    ...validationErrors,
  },
});
