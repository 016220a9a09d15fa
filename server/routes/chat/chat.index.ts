import type { OpenAPIHono } from '@hono/zod-openapi';
import { createAssistant } from '#server/assistant/engine';
import { rephraserFromEnv } from '#server/assistant/llm';
import { RATE_LIMIT_WINDOWS, ServiceRateLimit } from '#server/services/rate-limits';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { Db } from '#server/db/client';
import { primaryPosition } from '#server/db/read-replica';
import type { AppEnv } from '#server/lib/app-env';
import { declaredBodyLimit } from '#server/lib/body-limit';
import { postChatHandler } from './chat.handlers';
import { postChat } from './chat.routes';
import { rateFromEnv, rateLimit } from './rate-limit.middleware';

/** The 429 detail of the chat. */
export const CHAT_RATE_LIMITED = 'Estás enviando demasiados mensajes. Espera un momento e intenta de nuevo.';
/** The 413 detail of the chat. */
export const CHAT_BODY_TOO_LARGE = 'El mensaje es demasiado largo.';

/**
 * The public investor assistant (spec §7 POST /api/chat/, no token): registered before the authentication
 * middleware. Each app gets its own assistant (reply cache); the rate limit is the service's, kept in the database
 * and shared by every instance: CHAT_RATE_LIMIT messages per minute and client (default 30; 0 turns it off).
 */
export function registerChat(app: OpenAPIHono<AppEnv>, replica?: Db) {
  const assistant = createAssistant({ rephrase: rephraserFromEnv() });
  const limiter = new ServiceRateLimit('chat', rateFromEnv('CHAT_RATE_LIMIT', 30), RATE_LIMIT_WINDOWS.chat);
  app.use(
    '/api/chat',
    declaredBodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ detail: CHAT_BODY_TOO_LARGE }, 413) }),
    // Before the limiter's own write: the replica need only have what was committed when the message arrived.
    async (c, next) => {
      if (replica) c.set('readAfter', await primaryPosition(c.var.db));
      await next();
    },
    rateLimit(limiter, CHAT_RATE_LIMITED)
  );
  return openapiWithPolicy(app, postChat, postChatHandler(assistant, replica));
}
