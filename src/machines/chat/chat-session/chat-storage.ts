import type { ChatLanguage } from '#domain/chat-constants';
import type { ChatMessage } from './chat-message';

// Spec §7: the chat session id is generated from time and randomness and kept in browser storage, and the
// conversation is persisted there and restored on load, with its language (a reload keeps an English conversation
// English).
const SESSION_KEY = 'chatSessionId';
const HISTORY_KEY = 'chatHistory';
const LANGUAGE_KEY = 'chatLanguage';
/** Messages kept in the browser: the newest ones, so storage stays small. */
const KEPT_MESSAGES = 60;

/** A new session id: time plus randomness, in the characters the API accepts. */
export function newSessionId(): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `chat_${Date.now().toString(36)}_${random}`;
}

const isMessage = (m: unknown): m is ChatMessage =>
  typeof m === 'object' &&
  m !== null &&
  ((m as ChatMessage).role === 'user' || (m as ChatMessage).role === 'assistant') &&
  typeof (m as ChatMessage).content === 'string' &&
  typeof (m as ChatMessage).id === 'string';

/** A conversation as the browser keeps it. */
export type StoredChat = { sessionId: string; messages: ChatMessage[]; language: ChatLanguage };

/** The stored session id, conversation and language, or a fresh Spanish session with no messages. */
export function loadChat(storage: Storage = localStorage): StoredChat {
  try {
    const stored = storage.getItem(SESSION_KEY);
    const sessionId = stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored) ? stored : newSessionId();
    const raw = storage.getItem(HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const messages = Array.isArray(parsed) ? parsed.filter(isMessage) : [];
    const language = storage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'es';
    return { sessionId, messages, language };
  } catch {
    return { sessionId: newSessionId(), messages: [], language: 'es' };
  }
}

/** Writes the session id, the newest messages and the language; a full or blocked storage is ignored. */
export function saveChat(
  sessionId: string,
  messages: readonly ChatMessage[],
  language: ChatLanguage,
  storage: Storage = localStorage
) {
  try {
    storage.setItem(SESSION_KEY, sessionId);
    storage.setItem(LANGUAGE_KEY, language);
    storage.setItem(HISTORY_KEY, JSON.stringify(messages.slice(-KEPT_MESSAGES)));
  } catch {
    // Private browsing or a full quota: the conversation still works, it is just not kept.
  }
}
