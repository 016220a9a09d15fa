import { createRoute, z } from '@hono/zod-openapi';
import {
  QuoteApprovalSchema,
  QuoteCreateSchema,
  QuoteDeclineSchema,
  QuoteIdParamsSchema,
  QuoteListSchema,
  QuoteSchema,
  QuotesQuerySchema,
  QuoteTokenParamsSchema,
} from '#domain/quote';
import { ErrorDetailSchema } from '#domain/http-errors';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  jsonRequest as json,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Cotizaciones'];
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;
const wrongStatus = {
  409: jsonBody(ErrorDetailSchema, 'La cotización no está en el estado que el paso pide'),
};
const pdf = {
  200: {
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    description: 'La cotización en PDF',
  },
};

export const listQuotes = createRoute({
  ...requires('quote.read'),
  method: 'get',
  path: '/quotes',
  tags,
  summary: 'Cotizaciones de la empresa, de la más reciente a la más antigua, con filtro por estado',
  description: '`counts` cuenta todas las cotizaciones de la empresa por estado (las pestañas de filtro).',
  security: bearerSecurity,
  request: { query: QuotesQuerySchema },
  responses: { 200: jsonBody(QuoteListSchema, 'Una página de cotizaciones'), ...errors },
});

export const createQuote = createRoute({
  ...requires('quote.create'),
  method: 'post',
  path: '/quotes',
  tags,
  summary:
    'Cotiza una unidad para un lead o un contacto nuevo (OWNER, ADMIN o MEMBER); el servidor calcula el plan',
  description:
    'El plan suma exactamente el precio con descuento, en pesos enteros: separación, cuotas mensuales de la cuota ' +
    'inicial hasta la entrega (el residuo del redondeo va a la última) y el saldo. Un contacto nuevo se registra ' +
    "como lead, deduplicado por correo o teléfono como en 'Nuevo Lead'. Un descuento por encima del tope de la " +
    "empresa, de quien no puede aprobarlo, deja la cotización en 'Pendiente de aprobación'. El lead pasa a 'Cotizado'.",
  security: bearerSecurity,
  request: json(QuoteCreateSchema),
  responses: { 201: jsonBody(QuoteSchema, 'Cotización creada'), ...errors },
});

export const getQuote = createRoute({
  ...requires('quote.read'),
  method: 'get',
  path: '/quotes/{id}',
  tags,
  summary: 'Una cotización con su plan de pagos',
  security: bearerSecurity,
  request: { params: QuoteIdParamsSchema },
  responses: { 200: jsonBody(QuoteSchema, 'La cotización'), ...errors },
});

export const getQuotePdf = createRoute({
  ...requires('quote.read'),
  method: 'get',
  path: '/quotes/{id}/pdf',
  tags,
  summary: "'Descargar PDF': la cotización con el plan completo, la vigencia y la nota legal",
  security: bearerSecurity,
  request: { params: QuoteIdParamsSchema },
  responses: { ...pdf, ...errors },
});

export const decideQuote = createRoute({
  ...requires('quote.approve'),
  method: 'post',
  path: '/quotes/{id}/approval',
  tags,
  summary: 'Aprueba o rechaza un descuento por encima del tope (OWNER o ADMIN)',
  description: "Aprobada vuelve a 'Borrador', lista para enviar; rechazada queda en 'Rechazada'.",
  security: bearerSecurity,
  request: { params: QuoteIdParamsSchema, ...json(QuoteApprovalSchema) },
  responses: { 200: jsonBody(QuoteSchema, 'La cotización tras la decisión'), ...wrongStatus, ...errors },
});

export const sendQuote = createRoute({
  ...requires('quote.create'),
  method: 'post',
  path: '/quotes/{id}/send',
  tags,
  summary: "'Enviar': el borrador pasa a 'Enviada' y su enlace público empieza a funcionar",
  security: bearerSecurity,
  request: { params: QuoteIdParamsSchema },
  responses: { 200: jsonBody(QuoteSchema, 'La cotización enviada'), ...wrongStatus, ...errors },
});

export const acceptQuote = createRoute({
  ...requires('quote.create'),
  method: 'post',
  path: '/quotes/{id}/accept',
  tags,
  summary: 'El comprador aceptó la cotización enviada, dentro de su vigencia',
  description: 'Una cotización vencida responde 422 y no cambia nada.',
  security: bearerSecurity,
  request: { params: QuoteIdParamsSchema },
  responses: { 200: jsonBody(QuoteSchema, 'La cotización aceptada'), ...wrongStatus, ...errors },
});

export const declineQuote = createRoute({
  ...requires('quote.create'),
  method: 'post',
  path: '/quotes/{id}/reject',
  tags,
  summary: 'El comprador rechazó la cotización enviada',
  security: bearerSecurity,
  request: { params: QuoteIdParamsSchema, ...json(QuoteDeclineSchema) },
  responses: { 200: jsonBody(QuoteSchema, 'La cotización rechazada'), ...wrongStatus, ...errors },
});

export const publicQuotePdf = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/public/quotes/{token}/pdf',
  tags,
  summary:
    'El PDF de una cotización para el comprador, sin cuenta, mientras esté enviada y vigente (o aceptada)',
  description: 'El enlace lleva 32 bytes aleatorios; vencida, rechazada o desconocida responde 404.',
  request: { params: QuoteTokenParamsSchema },
  responses: { ...pdf, ...notFoundError, ...validationErrors },
});
