import type { ChatLanguage, ChatReply, ChatRequest } from '#domain/chat';
import type { SavedSearchMessage, SavedSearchRequest } from '#domain/saved-searches';
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

/** `POST /api/chat/saved-searches`: 'Guardar búsqueda' (the confirmation e-mail follows). */
export const saveChatSearch = async (
  api: ApiClient,
  body: SavedSearchRequest,
  signal?: AbortSignal
): Promise<SavedSearchMessage> => dataOf(await api.POST('/api/chat/saved-searches', { body, signal }));

/** `POST /api/chat/analysis-pdf`: the financial analysis of a listing as a PDF file. */
export const downloadAnalysisPdf = async (
  api: ApiClient,
  body: { property_id: number; session_id?: string; language?: ChatLanguage },
  signal?: AbortSignal
): Promise<Blob> =>
  dataOf(await api.POST('/api/chat/analysis-pdf', { body, parseAs: 'blob', signal })) as unknown as Blob;

/** `GET /api/chat/saved-searches/confirm` or `/unsubscribe`: what an e-mailed link of a saved search does. */
export const followSavedSearchLink = async (
  api: ApiClient,
  action: 'confirm' | 'unsubscribe',
  query: { token: string; lang: ChatLanguage },
  signal?: AbortSignal
): Promise<SavedSearchMessage> =>
  action === 'confirm'
    ? dataOf(await api.GET('/api/chat/saved-searches/confirm', { params: { query }, signal }))
    : dataOf(await api.GET('/api/chat/saved-searches/unsubscribe', { params: { query }, signal }));
