import type { OpenAPIHono } from '@hono/zod-openapi';
import { RATE_LIMIT_WINDOWS, ServiceRateLimit } from '#server/services/rate-limits';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { rateFromEnv, rateLimit } from '#server/routes/chat/rate-limit.middleware';
import { declaredBodyLimit } from '#server/lib/body-limit';
import { postChatLeadHandler } from './chat-leads.handlers';
import { postChatLead } from './chat-leads.routes';

/** The 429 detail of the contact form. */
export const LEADS_RATE_LIMITED =
  'Ya recibimos varias solicitudes de contacto desde tu conexión. Intenta de nuevo en unos minutos.';

/**
 * The public 'Me interesa' call of the chat: registered before the authentication middleware, limited to
 * CHAT_LEAD_RATE_LIMIT requests per hour and client across all instances (default 10; 0 turns it off).
 */
export function registerChatLeads(app: OpenAPIHono<AppEnv>) {
  const limiter = new ServiceRateLimit(
    'chat-leads',
    rateFromEnv('CHAT_LEAD_RATE_LIMIT', 10),
    RATE_LIMIT_WINDOWS['chat-leads']
  );
  app.use(
    '/api/chat/leads',
    declaredBodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => c.json({ detail: 'La solicitud es demasiado grande.' }, 413),
    }),
    rateLimit(limiter, LEADS_RATE_LIMITED)
  );
  return openapiWithPolicy(app, postChatLead, postChatLeadHandler);
}
