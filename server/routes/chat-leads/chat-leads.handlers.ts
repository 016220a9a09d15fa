import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { createChatLead } from '#server/services/chat-leads';
import type { postChatLead } from './chat-leads.routes';

export const postChatLeadHandler: RouteHandler<typeof postChatLead, AppEnv> = async (c) =>
  c.json(await createChatLead(c.var.db, c.req.valid('json'), new Date()), 201);
