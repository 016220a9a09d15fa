import { createRoute } from '@hono/zod-openapi';
import { ChatReplySchema, ChatRequestSchema } from '#domain/chat';
import { ErrorDetailSchema } from '#domain/http-errors';
import { jsonBody, requires, validationErrors } from '#server/lib/openapi';

export const postChat = createRoute({
  ...requires('public.read'),
  method: 'post',
  path: '/api/chat',
  tags: ['Asistente'],
  summary: 'Mensaje al asistente de inversión (público, sin token)',
  description:
    'Entiende el mensaje en el contexto de la sesión (`session_id`), busca en el inventario disponible o calcula un ' +
    'análisis financiero, y responde en markdown restringido. Limitado por cliente (429).',
  request: { body: { content: { 'application/json': { schema: ChatRequestSchema } }, required: true } },
  responses: {
    200: jsonBody(ChatReplySchema, 'Respuesta del asistente'),
    413: jsonBody(ErrorDetailSchema, 'Cuerpo de la solicitud demasiado grande'),
    ...validationErrors,
    429: jsonBody(ErrorDetailSchema, 'Demasiados mensajes de este cliente en poco tiempo'),
  },
});
