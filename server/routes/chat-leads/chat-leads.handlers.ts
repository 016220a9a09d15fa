import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { createChatLead } from '#server/services/chat-leads';
import { clientAddress } from '#server/routes/chat/rate-limit.middleware';
import type { postChatLead } from './chat-leads.routes';

export const postChatLeadHandler: RouteHandler<typeof postChatLead, AppEnv> = async (c) =>
  c.json(await createChatLead(c.var.db, c.req.valid('json'), new Date(), clientAddress(c)), 201);
