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
    'o un teléfono. Limitado por cliente (429).',
  request: { body: { content: { 'application/json': { schema: ChatLeadRequestSchema } }, required: true } },
  responses: {
    201: jsonBody(ChatLeadCreatedSchema, 'Lead creado'),
    409: jsonBody(ErrorDetailSchema, 'La propiedad no está a la venta al público (o no existe)'),
    ...validationErrors,
    429: jsonBody(ErrorDetailSchema, 'Demasiadas solicitudes de este cliente'),
  },
});
