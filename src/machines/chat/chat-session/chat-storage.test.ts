import type { ChatMessage } from './chat-message';
import { loadChat, saveChat } from './chat-storage';

/** A browser storage in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const hello: ChatMessage = { id: 'a', role: 'user', content: 'Hi', timestamp: '2026-11-27T10:00:00.000Z' };

describe('the conversation kept in the browser', () => {
  it('comes back after a reload with its session, its messages and its language', () => {
    const storage = memoryStorage();
    saveChat('chat_reload_1', [hello], 'en', storage);
    expect(loadChat(storage)).toEqual({ sessionId: 'chat_reload_1', messages: [hello], language: 'en' });
  });

  it('is Spanish when nothing, or something unknown, was kept', () => {
    const storage = memoryStorage();
    expect(loadChat(storage).language).toBe('es');
    storage.setItem('chatLanguage', 'fr');
    expect(loadChat(storage).language).toBe('es');
  });
});
