import { CHAT_LANGUAGES } from '#domain/chat-constants';
import { CHAT_TEXTS } from './chat-texts';

describe('the /chat catalogues', () => {
  it('give every key a text in every language', () => {
    const keys = Object.keys(CHAT_TEXTS.es).sort();
    for (const language of CHAT_LANGUAGES) {
      expect(Object.keys(CHAT_TEXTS[language]).sort()).toEqual(keys);
      for (const key of keys)
        expect((CHAT_TEXTS[language] as Record<string, string>)[key]?.trim()).toBeTruthy();
    }
  });

  it('keep the spec texts in Spanish', () => {
    expect(CHAT_TEXTS.es).toMatchObject({
      clear: 'Limpiar chat',
      clearTitle: '¿Limpiar chat?',
      back: 'Volver',
    });
  });
});
