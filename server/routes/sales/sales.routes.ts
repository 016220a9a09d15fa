import { createRoute, z } from '@hono/zod-openapi';
import {
  CarteraSchema,
  PaymentCreateSchema,
  ReservationCreateSchema,
  ReservationIdParamsSchema,
  ReservationListSchema,
  ReservationReleaseSchema,
  ReservationSchema,
  ReservationsQuerySchema,
  SaleCreateSchema,
  SaleDetailSchema,
  SaleIdParamsSchema,
  SalesExportQuerySchema,
  SalesQuerySchema,
} from '#domain/sales';
import { ErrorDetailSchema } from '#domain/http-errors';
import {
  CollectionQuerySchema,
  CollectionSchema,
  FunnelQuerySchema,
  FunnelSchema,
} from '#domain/sales-funnel';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  jsonRequest as json,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Ventas'];
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;
const conflictError = {
  409: jsonBody(ErrorDetailSchema, 'El estado actual no lo permite (unidad o separación)'),
};

export const listReservations = createRoute({
  ...requires('sale.read'),
  method: 'get',
  path: '/reservations',
  tags,
  summary: 'Separaciones de la empresa, de la más reciente a la más antigua, por estado',
  security: bearerSecurity,
  request: { query: ReservationsQuerySchema },
  responses: { 200: jsonBody(ReservationListSchema, 'Una página de separaciones'), ...errors },
});

export const createReservation = createRoute({
  ...requires('reservation.create'),
  method: 'post',
  path: '/reservations',
  tags,
  summary: "'Separar' una unidad disponible para un lead (OWNER, ADMIN o MEMBER)",
  description:
    'La unidad pasa a Separado hasta hoy más los días de separación de la empresa (7 por defecto). Una sola ' +
    'separación vigente por unidad: entre intentos simultáneos gana uno y los demás reciben 409. Una unidad ' +
    'vendida, arrendada, bloqueada o ya separada responde 409; un lead de otra empresa, 404.',
  security: bearerSecurity,
  request: json(ReservationCreateSchema),
  responses: {
    201: jsonBody(ReservationSchema, 'Separación registrada'),
    ...errors,
    ...conflictError,
  },
});

export const releaseReservation = createRoute({
  ...requires('reservation.release'),
  method: 'post',
  path: '/reservations/{id}/release',
  tags,
  summary: "'Liberar' una separación vigente con su motivo (OWNER o ADMIN); la unidad vuelve a Disponible",
  security: bearerSecurity,
  request: { params: ReservationIdParamsSchema, ...json(ReservationReleaseSchema) },
  responses: { 200: jsonBody(ReservationSchema, 'Separación liberada'), ...errors, ...conflictError },
});

export const createSale = createRoute({
  ...requires('sale.create'),
  method: 'post',
  path: '/reservations/{id}/sale',
  tags,
  summary: "'Vender' una unidad separada al comprador (OWNER o ADMIN)",
  description:
    "La unidad pasa a Vendido, el lead a 'Cerrado ganado' y el plan pasa a las cuotas del comprador: la " +
    'separación (ya pagada) y el saldo en `balance_due_on` (30 días después sin ella). El tipo de documento debe ' +
    'ser del país de la empresa.',
  security: bearerSecurity,
  request: { params: ReservationIdParamsSchema, ...json(SaleCreateSchema) },
  responses: { 201: jsonBody(SaleDetailSchema, 'Venta registrada'), ...errors, ...conflictError },
});

export const getCartera = createRoute({
  ...requires('sale.read'),
  method: 'get',
  path: '/sales',
  tags,
  summary: 'Cartera: ventas de la empresa (o de un proyecto) con lo debido, pagado, por cobrar y vencido',
  description:
    "Una venta registrada al cambiar el estado de la unidad no tiene comprador (`buyer_name` nulo: 'Sin " +
    "comprador registrado') ni cuotas. Vencido: lo no pagado de las cuotas cuya fecha ya pasó (hora de Colombia).",
  security: bearerSecurity,
  request: { query: SalesQuerySchema },
  responses: { 200: jsonBody(CarteraSchema, 'Una página de la cartera'), ...errors },
});

export const exportCartera = createRoute({
  ...requires('sale.read'),
  method: 'get',
  path: '/sales/export.csv',
  tags,
  summary: 'Exporta la cartera a CSV (UTF-8 con BOM, separador ;)',
  security: bearerSecurity,
  request: { query: SalesExportQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'Archivo CSV' },
    ...errors,
  },
});

export const getSale = createRoute({
  ...requires('sale.read'),
  method: 'get',
  path: '/sales/{id}',
  tags,
  summary: 'Una venta con su comprador, sus cuotas y los pagos recibidos',
  security: bearerSecurity,
  request: { params: SaleIdParamsSchema },
  responses: { 200: jsonBody(SaleDetailSchema, 'La venta'), ...errors },
});

export const recordPayment = createRoute({
  ...requires('payment.record'),
  method: 'post',
  path: '/sales/{id}/payments',
  tags,
  summary: 'Registra un pago recibido contra una cuota (OWNER o ADMIN)',
  description: 'Un pago mayor que lo que falta de la cuota, o con fecha futura, responde 422 y no se guarda.',
  security: bearerSecurity,
  request: { params: SaleIdParamsSchema, ...json(PaymentCreateSchema) },
  responses: { 201: jsonBody(SaleDetailSchema, 'La venta con el pago'), ...errors, ...conflictError },
});

export const getFunnel = createRoute({
  ...requires('sale.read'),
  method: 'get',
  path: '/sales-funnel',
  tags,
  summary: "'Embudo de ventas': leads, cotizaciones, separaciones y ventas por mes y por origen del lead",
  description:
    'Los últimos `months` meses (6 por defecto, hasta 24), el actual incluido, en hora de Colombia; con ' +
    '`project_id`, solo lo de ese proyecto. Por origen: los leads de esos meses y cuántos de ellos llegaron a ' +
    'cotización, separación y venta.',
  security: bearerSecurity,
  request: { query: FunnelQuerySchema },
  responses: { 200: jsonBody(FunnelSchema, 'El embudo'), ...errors },
});

export const exportFunnel = createRoute({
  ...requires('sale.read'),
  method: 'get',
  path: '/sales-funnel/export.csv',
  tags,
  summary: 'Exporta el embudo de ventas a CSV (UTF-8 con BOM, separador ;)',
  security: bearerSecurity,
  request: { query: FunnelQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'Archivo CSV' },
    ...errors,
  },
});

export const getCollection = createRoute({
  ...requires('sale.read'),
  method: 'get',
  path: '/sales-collection',
  tags,
  summary: 'Recaudado frente a lo debido en el mes: pagos recibidos y cuotas que vencen este mes',
  security: bearerSecurity,
  request: { query: CollectionQuerySchema },
  responses: { 200: jsonBody(CollectionSchema, 'Recaudo del mes'), ...errors },
});
