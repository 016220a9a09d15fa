import type { ChatMessage } from './chat-message';

// Spec §7: the chat session id is generated from time and randomness and kept in browser storage, and the
// conversation is persisted there and restored on load.
const SESSION_KEY = 'chatSessionId';
const HISTORY_KEY = 'chatHistory';
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

/** The stored session id and conversation, or a fresh session with no messages. */
export function loadChat(storage: Storage = localStorage): { sessionId: string; messages: ChatMessage[] } {
  try {
    const stored = storage.getItem(SESSION_KEY);
    const sessionId = stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored) ? stored : newSessionId();
    const raw = storage.getItem(HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const messages = Array.isArray(parsed) ? parsed.filter(isMessage) : [];
    return { sessionId, messages };
  } catch {
    return { sessionId: newSessionId(), messages: [] };
  }
}

/** Writes the session id and the newest messages; a full or blocked storage is ignored. */
export function saveChat(
  sessionId: string,
  messages: readonly ChatMessage[],
  storage: Storage = localStorage
) {
  try {
    storage.setItem(SESSION_KEY, sessionId);
    storage.setItem(HISTORY_KEY, JSON.stringify(messages.slice(-KEPT_MESSAGES)));
  } catch {
    // Private browsing or a full quota: the conversation still works, it is just not kept.
  }
}
