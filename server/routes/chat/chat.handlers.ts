import type { RouteHandler } from '@hono/zod-openapi';
import type { Assistant } from '#server/assistant/engine';
import type { Db } from '#server/db/client';
import { readerAt } from '#server/db/read-replica';
import type { AppEnv } from '#server/lib/app-env';
import type { postChat } from './chat.routes';

/**
 * Answers one visitor message with the assistant of this app instance; the search reads from the read replica when
 * one is configured and has replayed what the primary held when the request arrived (`readAfter`, chat.index.ts).
 */
export const postChatHandler =
  (assistant: Assistant, replica?: Db): RouteHandler<typeof postChat, AppEnv> =>
  async (c) => {
    const reader = await readerAt(c.var.db, replica, c.var.readAfter ?? null);
    const reply = await assistant.reply(c.var.db, c.req.valid('json'), reader);
    c.var.metrics.chatReplies.inc({ decision_source: reply.decision_source, agent_type: reply.agent_type });
    return c.json(reply, 200);
  };
