import type { ChatReply, ChatRequest } from '#domain/chat';
import type { ChatLeadCreated, ChatLeadRequest } from '#domain/chat-lead';
import { type ApiClient, createApiClient, dataOf } from './client';
import { appConfig } from './config';

/** The client of the public chat calls: they never carry a token (spec §7, POST /api/chat/ has no auth header). */
export const publicApi = createApiClient({ baseUrl: appConfig.apiUrl, getToken: async () => null });

/** `POST /api/chat/`: one visitor message in its session. */
export const sendChatMessage = async (
  api: ApiClient,
  body: ChatRequest,
  signal?: AbortSignal
): Promise<ChatReply> => dataOf(await api.POST('/api/chat', { body, signal }));

/** `POST /api/chat/leads`: 'Me interesa' on a recommended property. */
export const createChatLead = async (
  api: ApiClient,
  body: ChatLeadRequest,
  signal?: AbortSignal
): Promise<ChatLeadCreated> => dataOf(await api.POST('/api/chat/leads', { body, signal }));
