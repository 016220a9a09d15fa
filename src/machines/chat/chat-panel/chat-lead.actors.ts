import { fromPromise } from 'xstate';
import type { ChatLeadCreated, ChatLeadRequest } from '#domain/chat-lead';
import { createChatLead, publicApi } from '#api/chat.api';

export const createLead = fromPromise<ChatLeadCreated, ChatLeadRequest>(({ input, signal }) =>
  createChatLead(publicApi, input, signal)
);
