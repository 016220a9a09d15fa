import { createRoute } from '@hono/zod-openapi';
import { CompanyIdParamsSchema } from '#domain/company';
import { ErrorDetailSchema } from '#domain/http-errors';
import {
  LeadCaptureSchema,
  LeadCaptureUpdateSchema,
  PublicLeadReceivedSchema,
  PublicLeadSchema,
} from '#domain/lead-capture';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Leads'];
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;

export const getLeadCapture = createRoute({
  ...requires('lead_capture.manage'),
  method: 'get',
  path: '/companies/{id}/lead-capture',
  tags,
  summary:
    "'Captura de leads': la clave, los sitios web autorizados y el formulario para pegar (OWNER o ADMIN)",
  description:
    'La primera lectura crea la clave. `rotation` son los miembros que reciben los leads nuevos por turno y ' +
    '`whatsapp_template` el mensaje que prellena WhatsApp ({nombre}, {interes}, {empresa}).',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: { 200: jsonBody(LeadCaptureSchema, 'La captura de leads de la empresa'), ...errors },
});

export const updateLeadCapture = createRoute({
  ...requires('lead_capture.manage'),
  method: 'put',
  path: '/companies/{id}/lead-capture',
  tags,
  summary:
    'Guarda los sitios web autorizados, el turno de leads nuevos y el mensaje de WhatsApp (OWNER o ADMIN)',
  security: bearerSecurity,
  request: {
    params: CompanyIdParamsSchema,
    body: { content: { 'application/json': { schema: LeadCaptureUpdateSchema } }, required: true },
  },
  responses: { 200: jsonBody(LeadCaptureSchema, 'Captura de leads guardada'), ...errors },
});

export const rotateCaptureKey = createRoute({
  ...requires('lead_capture.manage'),
  method: 'post',
  path: '/companies/{id}/lead-capture/key',
  tags,
  summary:
    'Cambia la clave de captura: el formulario con la clave anterior deja de funcionar (OWNER o ADMIN)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: { 200: jsonBody(LeadCaptureSchema, 'La captura de leads con su clave nueva'), ...errors },
});

export const postPublicLead = createRoute({
  ...requires('public.read'),
  method: 'post',
  path: '/public/leads',
  tags,
  summary: 'Formulario del sitio web de una empresa: deja los datos de contacto (público, sin token)',
  description:
    'Solo desde los sitios web que la empresa autorizó (CORS y cabecera Origin). Si el correo o el teléfono ya ' +
    'son de un lead de la empresa, ese lead no cambia: su historial suma una entrada sin verificar. La respuesta ' +
    'es la misma en ambos casos. Limitado por cliente (429).',
  request: { body: { content: { 'application/json': { schema: PublicLeadSchema } }, required: true } },
  responses: {
    201: jsonBody(PublicLeadReceivedSchema, 'Datos recibidos'),
    403: jsonBody(ErrorDetailSchema, 'Clave desconocida o sitio web no autorizado por la empresa'),
    ...validationErrors,
    429: jsonBody(ErrorDetailSchema, 'Demasiadas solicitudes de este cliente'),
  },
});
