import type { RouteHandler } from '@hono/zod-openapi';
import type { Assistant } from '#server/assistant/engine';
import type { AppEnv } from '#server/lib/app-env';
import type { postChat } from './chat.routes';

/** Answers one visitor message with the assistant of this app instance. */
export const postChatHandler =
  (assistant: Assistant): RouteHandler<typeof postChat, AppEnv> =>
  async (c) =>
    c.json(await assistant.reply(c.var.db, c.req.valid('json')), 200);
