import { createRoute, z } from '@hono/zod-openapi';
import { CompanyIdParamsSchema } from '#domain/company';
import { ErrorDetailSchema } from '#domain/http-errors';
import { idParam } from '#domain/input-limits';
import { staleCopySchema } from '#domain/versioned';
import {
  AnonymisedSchema,
  PersonalDataSchema,
  PERSONAL_DATA_FORMATS,
  PrivacyPolicySchema,
  PrivacyRequestReceivedSchema,
  PrivacyRequestResultSchema,
  PrivacyRequestSchema,
  PrivacySettingsInputSchema,
  PrivacySettingsSchema,
  PrivacyTokenParamsSchema,
  PRIVACY_REQUEST_KINDS,
} from '#domain/privacy';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Privacidad'];
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;
const LeadIdParamsSchema = z.object({ id: idParam() });

export const getPublicPolicy = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/public/companies/{id}/privacy-policy',
  tags,
  summary: 'La política de tratamiento de datos vigente de una empresa (público, sin token)',
  description: 'Sin política escrita, la empresa publica el texto por defecto como versión 1.',
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: jsonBody(PrivacyPolicySchema, 'La versión vigente'),
    ...notFoundError,
    ...validationErrors,
  },
});

export const getPrivacySettings = createRoute({
  ...requires('company.read'),
  method: 'get',
  path: '/companies/{id}/privacy',
  tags,
  summary:
    'La política de tratamiento de datos vigente, sus versiones y la conservación de la empresa (sus miembros)',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: { 200: jsonBody(PrivacySettingsSchema, 'La configuración'), ...errors },
});

export const putPrivacySettings = createRoute({
  ...requires('privacy.manage'),
  method: 'put',
  path: '/companies/{id}/privacy',
  tags,
  summary:
    'Guarda la política (un texto nuevo es la versión siguiente) y los meses de conservación (OWNER o ADMIN)',
  security: bearerSecurity,
  request: {
    params: CompanyIdParamsSchema,
    body: { content: { 'application/json': { schema: PrivacySettingsInputSchema } }, required: true },
  },
  description:
    'Exige la `version` de la política leída: si otra persona guardó antes, responde 409 con la copia actual.',
  responses: {
    200: jsonBody(PrivacySettingsSchema, 'Configuración guardada'),
    409: jsonBody(
      staleCopySchema(PrivacySettingsSchema, 'PrivacySettingsStale'),
      'Otra persona cambió la política desde que se leyó: la copia actual'
    ),
    ...errors,
  },
});

export const getPersonalData = createRoute({
  ...requires('privacy.manage'),
  method: 'get',
  path: '/leads/{id}/personal-data',
  tags,
  summary: 'Todo lo que la empresa guarda de la persona de un lead, en JSON o CSV (OWNER o ADMIN; auditado)',
  security: bearerSecurity,
  request: {
    params: LeadIdParamsSchema,
    query: z.object({
      format: z.enum(PERSONAL_DATA_FORMATS, { error: 'El formato es json o csv' }).optional(),
    }),
  },
  responses: {
    200: {
      content: {
        'application/json': { schema: PersonalDataSchema },
        'text/csv': { schema: z.string() },
      },
      description: 'Los datos de la persona',
    },
    ...errors,
  },
});

export const anonymiseLead = createRoute({
  ...requires('privacy.manage'),
  method: 'post',
  path: '/leads/{id}/anonymise',
  tags,
  summary:
    'Anonimiza los datos personales de un lead; estados, fechas y cifras se conservan (OWNER o ADMIN; auditado)',
  security: bearerSecurity,
  request: { params: LeadIdParamsSchema },
  responses: { 200: jsonBody(AnonymisedSchema, 'Lead anonimizado (o ya lo estaba)'), ...errors },
});

export const postPrivacyRequest = createRoute({
  ...requires('public.read'),
  method: 'post',
  path: '/public/privacy-requests',
  tags,
  summary:
    'Un titular pide sus datos o su eliminación; se confirma con un enlace enviado a su correo (público)',
  description:
    'La respuesta es la misma se conozca o no el correo. Limitado por cliente y por correo en PostgreSQL (429).',
  request: { body: { content: { 'application/json': { schema: PrivacyRequestSchema } }, required: true } },
  responses: {
    202: jsonBody(PrivacyRequestReceivedSchema, 'Solicitud recibida'),
    ...validationErrors,
    429: jsonBody(ErrorDetailSchema, 'Demasiadas solicitudes'),
  },
});

export const getPrivacyRequest = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/public/privacy-requests/{token}',
  tags,
  summary: 'Qué pide la solicitud de un enlace vigente, sin ejecutarla (público)',
  request: { params: PrivacyTokenParamsSchema },
  responses: {
    200: jsonBody(z.object({ kind: z.enum(PRIVACY_REQUEST_KINDS) }), 'La solicitud pendiente'),
    ...notFoundError,
    ...validationErrors,
  },
});

export const confirmPrivacyRequest = createRoute({
  ...requires('public.read'),
  method: 'post',
  path: '/public/privacy-requests/{token}/confirm',
  tags,
  summary:
    'Confirma la solicitud: devuelve los datos o los anonimiza; el enlace sirve una vez (público; auditado)',
  request: { params: PrivacyTokenParamsSchema },
  responses: {
    200: jsonBody(PrivacyRequestResultSchema, 'Solicitud cumplida'),
    ...notFoundError,
    ...validationErrors,
  },
});
