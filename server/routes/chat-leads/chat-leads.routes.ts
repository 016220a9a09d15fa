import { createRoute } from '@hono/zod-openapi';
import { ChatLeadCreatedSchema, ChatLeadRequestSchema } from '#domain/chat-lead';
import { ErrorDetailSchema } from '#domain/http-errors';
import { jsonBody, requires, validationErrors } from '#server/lib/openapi';

export const postChatLead = createRoute({
  ...requires('public.read'),
  method: 'post',
  path: '/api/chat/leads',
  tags: ['Asistente'],
  summary: "'Me interesa': deja los datos de contacto para una propiedad (público, sin token)",
  description:
    'Crea un lead nuevo de la empresa dueña de la propiedad, que lo verá en su dashboard. Exige nombre y un correo ' +
    'o un teléfono. Si el correo (sin distinguir mayúsculas) o el teléfono ya son de un lead de la empresa, ese lead ' +
    'no cambia: solo suma al historial una entrada marcada sin verificar con lo que escribió el visitante. La ' +
    'respuesta es la misma en ambos casos y no nombra ningún lead. Limitado por cliente (429).',
  request: { body: { content: { 'application/json': { schema: ChatLeadRequestSchema } }, required: true } },
  responses: {
    201: jsonBody(
      ChatLeadCreatedSchema,
      'Datos recibidos (lead nuevo o entrada en el historial de uno existente)'
    ),
    409: jsonBody(ErrorDetailSchema, 'La propiedad no está a la venta al público (o no existe)'),
    ...validationErrors,
    429: jsonBody(ErrorDetailSchema, 'Demasiadas solicitudes de este cliente'),
  },
});
