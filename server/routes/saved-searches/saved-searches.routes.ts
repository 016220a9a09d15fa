import { createRoute, z } from '@hono/zod-openapi';
import { CHAT_LANGUAGES } from '#domain/chat-constants';
import { ErrorDetailSchema } from '#domain/http-errors';
import { idField } from '#domain/input-limits';
import {
  SavedSearchMessageSchema,
  SavedSearchRequestSchema,
  SavedSearchTokenQuerySchema,
} from '#domain/saved-searches';
import { jsonBody, jsonRequest, notFoundError, requires, validationErrors } from '#server/lib/openapi';

const tags = ['Asistente'];
const tooMany = { 429: jsonBody(ErrorDetailSchema, 'Demasiadas solicitudes de este cliente') } as const;

export const postSavedSearch = createRoute({
  ...requires('public.read'),
  method: 'post',
  path: '/api/chat/saved-searches',
  tags,
  summary:
    "'Guardar búsqueda': guarda los filtros entendidos en la sesión y pide confirmar el correo (público)",
  description:
    'Exige la autorización de tratamiento de datos (422 sin ella) y guarda su prueba con el canal saved_search. ' +
    'Envía un correo de confirmación (doble opt-in); sin confirmación no se envía ningún aviso. La respuesta es la ' +
    'misma tenga o no el correo otras búsquedas. Limitado por cliente y por correo en PostgreSQL (429).',
  request: jsonRequest(SavedSearchRequestSchema),
  responses: {
    202: jsonBody(SavedSearchMessageSchema, 'Búsqueda recibida; falta confirmarla desde el correo'),
    409: jsonBody(ErrorDetailSchema, 'La sesión no tiene una búsqueda que guardar'),
    ...validationErrors,
    ...tooMany,
  },
});

export const confirmSavedSearch = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/api/chat/saved-searches/confirm',
  tags,
  summary: 'Confirma una búsqueda guardada desde el enlace del correo (público)',
  request: { query: SavedSearchTokenQuerySchema },
  responses: {
    200: jsonBody(SavedSearchMessageSchema, 'Búsqueda confirmada (o ya lo estaba)'),
    ...notFoundError,
    ...validationErrors,
    ...tooMany,
  },
});

export const unsubscribeSavedSearch = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/api/chat/saved-searches/unsubscribe',
  tags,
  summary: 'Deja de enviar los avisos de una búsqueda guardada, sin cuenta (público)',
  request: { query: SavedSearchTokenQuerySchema },
  responses: {
    200: jsonBody(SavedSearchMessageSchema, 'Avisos cancelados (o ya lo estaban)'),
    ...notFoundError,
    ...validationErrors,
    ...tooMany,
  },
});

export const AnalysisPdfRequestSchema = z
  .object({
    property_id: idField('La propiedad es obligatoria'),
    session_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'El identificador de sesión no es válido')
      .optional()
      .meta({ description: 'The chat session whose financing terms the analysis used.' }),
    language: z
      .enum(CHAT_LANGUAGES)
      .optional()
      .meta({ description: "The reply's language; the session's by default." }),
  })
  .meta({ id: 'AnalysisPdfRequest' });

export const postAnalysisPdf = createRoute({
  ...requires('public.read'),
  method: 'post',
  path: '/api/chat/analysis-pdf',
  tags,
  summary: "'Descargar análisis (PDF)': el análisis financiero de una propiedad en PDF (público)",
  description:
    'El inmueble, los supuestos, el flujo de caja por año y los resultados, con las mismas cifras de la respuesta ' +
    'del chat, en su idioma. Limitado por cliente (429).',
  request: jsonRequest(AnalysisPdfRequestSchema),
  responses: {
    200: { content: { 'application/pdf': { schema: z.string() } }, description: 'El análisis en PDF' },
    ...notFoundError,
    409: jsonBody(ErrorDetailSchema, 'La propiedad no tiene precio publicado'),
    ...validationErrors,
    ...tooMany,
  },
});
