import type { PortalAssistantReply, PortalAssistantRequest } from '#domain/portal-assistant';
import { type ApiClient, dataOf } from './client';

/** `POST /constructor/assistant`: a question about the company's own data. */
export const askPortalAssistant = async (
  api: ApiClient,
  body: PortalAssistantRequest,
  signal?: AbortSignal
): Promise<PortalAssistantReply> => dataOf(await api.POST('/constructor/assistant', { body, signal }));
