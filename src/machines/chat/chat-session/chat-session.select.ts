import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { savedSearchMachine } from '#machines/chat/saved-search/saved-search.machine';
import {
  DETECTABLE_LOCATIONS,
  NEW_SEARCH_MESSAGE,
  locationAnalysisRequest,
  type ChatLanguage,
} from '#domain/chat-constants';
import type { AssistantMessage, ChatMessage } from './chat-message';
import type { chatSessionMachine } from './chat-session.machine';

/** A suggestion button: the view names it from its catalogue (`place` fills 'Análisis financiero de {place}'). */
export type Suggestion = { key: 'newSearch' | 'locationAnalysis'; place?: string; message: string };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The location a reply is about: its city filter, else the known place its text names first. */
export function detectedLocation(message: AssistantMessage): string | null {
  if (message.slots?.city) return message.slots.city;
  const text = fold(message.content);
  let first: { place: string; at: number } | null = null;
  for (const place of DETECTABLE_LOCATIONS) {
    const at = text.search(new RegExp(`\\b${fold(place)}\\b`));
    if (at >= 0 && (first === null || at < first.at)) first = { place, at };
  }
  return first?.place ?? null;
}

/**
 * The suggestion buttons under the last reply: a new search, and the analysis of the place it is about; each sends
 * its request in the conversation's language.
 */
export function suggestionsFor(
  message: AssistantMessage | undefined,
  language: ChatLanguage = 'es'
): Suggestion[] {
  if (!message || message.failed) return [];
  const list: Suggestion[] = [{ key: 'newSearch', message: NEW_SEARCH_MESSAGE[language] }];
  const place = detectedLocation(message);
  if (place && message.agent_type !== 'FINANCIAL_ANALYSIS') {
    list.push({ key: 'locationAnalysis', place, message: locationAnalysisRequest(place, language) });
  }
  return list;
}

const lastAssistant = (messages: readonly ChatMessage[]) =>
  [...messages].reverse().find((m): m is AssistantMessage => m.role === 'assistant');

/** What the conversation view shows: messages, typing indicator, whether it can send, the suggestions. */
export const selectChatView = (s: SnapshotFrom<typeof chatSessionMachine>) => ({
  sessionId: s.context.sessionId,
  messages: s.context.messages,
  sending: s.hasTag('busy'),
  canSend: !s.hasTag('busy'),
  suggestions: s.hasTag('busy') ? [] : suggestionsFor(lastAssistant(s.context.messages), s.context.language),
  lastAssistantId: lastAssistant(s.context.messages)?.id ?? null,
  confirmingClear: s.context.confirmingClear,
  language: s.context.language,
});

/** The results panel actor the conversation owns. */
export const selectPanelRef = (s: SnapshotFrom<typeof chatSessionMachine>) => s.children.chatPanel;

/** The save dialog's actor while 'Guardar búsqueda' is open. */
export const selectSavedSearchRef = (s: SnapshotFrom<typeof chatSessionMachine>) =>
  // Spawned by id, so the children's type does not know which logic it runs.
  s.children.savedSearch as ActorRefFrom<typeof savedSearchMachine> | undefined;
