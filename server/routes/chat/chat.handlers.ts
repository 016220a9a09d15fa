import type { RouteHandler } from '@hono/zod-openapi';
import type { Assistant } from '#server/assistant/engine';
import type { Db } from '#server/db/client';
import { freshReader } from '#server/db/read-replica';
import type { AppEnv } from '#server/lib/app-env';
import type { postChat } from './chat.routes';

/**
 * Answers one visitor message with the assistant of this app instance; the search reads from the read replica when
 * one is configured and has caught up with the primary.
 */
export const postChatHandler =
  (assistant: Assistant, replica?: Db): RouteHandler<typeof postChat, AppEnv> =>
  async (c) => {
    const reader = await freshReader(c.var.db, replica);
    return c.json(await assistant.reply(c.var.db, c.req.valid('json'), reader), 200);
  };
