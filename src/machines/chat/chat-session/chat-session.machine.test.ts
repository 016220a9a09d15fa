import { createActor, fromPromise } from 'xstate';
import {
  analysisRequestFor,
  CHAT_APOLOGY,
  type ChatLanguage,
  type ChatReply,
  type ChatRequest,
} from '#domain/chat';
import { selectPanelView } from '#machines/chat/chat-panel/chat-panel.select';
import type { ChatMessage } from './chat-message';
import { analysisReply, belen, searchReply } from './chat-session.fixtures';
import { chatSessionMachine } from './chat-session.machine';
import { selectChatView, selectSavedSearchRef, suggestionsFor } from './chat-session.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(
  results: Array<() => Promise<ChatReply>>,
  messages: ChatMessage[] = [],
  language?: ChatLanguage
) {
  const sent: ChatRequest[] = [];
  const saved: number[] = [];
  const savedLanguages: ChatLanguage[] = [];
  let call = 0;
  const actor = createActor(
    chatSessionMachine.provide({
      actors: {
        sendMessage: fromPromise<ChatReply, ChatRequest>(({ input }) => {
          sent.push(input);
          return results[Math.min(call++, results.length - 1)]!();
        }),
      },
      actions: {
        persistHistory: ({ context }) => {
          saved.push(context.messages.length);
          savedLanguages.push(context.language);
        },
      },
    }),
    { input: { sessionId: 'chat_test_1', messages, ...(language ? { language } : {}) } }
  ).start();
  const panel = () => selectPanelView(actor.getSnapshot().children.chatPanel!.getSnapshot());
  return { actor, sent, saved, savedLanguages, panel };
}

describe('chat session machine', () => {
  it("opens one 'Guardar búsqueda' dialog for the session, in its language, and closes it", () => {
    const { actor } = start([async () => searchReply]);
    expect(selectSavedSearchRef(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'chat.language', language: 'en' });
    actor.send({ type: 'chat.saveSearch' });
    const dialog = selectSavedSearchRef(actor.getSnapshot());
    expect(dialog?.getSnapshot().context).toMatchObject({ sessionId: 'chat_test_1', language: 'en' });
    // A second press keeps the open dialog and what was typed in it.
    actor.send({ type: 'chat.saveSearch' });
    expect(selectSavedSearchRef(actor.getSnapshot())).toBe(dialog);
    actor.send({ type: 'chat.closeSaveSearch' });
    expect(selectSavedSearchRef(actor.getSnapshot())).toBeUndefined();
  });

  it("sends the language chosen with 'ES | EN' with every message", async () => {
    const { actor, sent } = start([async () => searchReply]);
    expect(selectChatView(actor.getSnapshot()).language).toBe('es');
    actor.send({ type: 'chat.language', language: 'en' });
    expect(selectChatView(actor.getSnapshot()).language).toBe('en');
    actor.send({ type: 'chat.send', text: 'apartments in Cali' });
    await flush();
    expect(sent).toEqual([{ message: 'apartments in Cali', session_id: 'chat_test_1', language: 'en' }]);
  });

  it("follows the conversation's language: after an English reply, 'Comparar' asks in English", async () => {
    const { actor, sent } = start([
      async () => ({ ...searchReply, language: 'en' as const }),
      async () => searchReply,
    ]);
    actor.send({ type: 'chat.send', text: 'best cap rate in Medellín' });
    await flush();
    expect(selectChatView(actor.getSnapshot()).language).toBe('en');
    actor.send({ type: 'chat.compare', properties: searchReply.recommendations.slice(0, 2) });
    await flush();
    expect(sent[1]).toMatchObject({ language: 'en' });
  });

  it('a reloaded English conversation stays English: the screen, and the language the next message asks for', async () => {
    const { actor, sent } = start([async () => searchReply], [], 'en');
    expect(selectChatView(actor.getSnapshot()).language).toBe('en');
    actor.send({ type: 'chat.send', text: 'Medellín, 2' });
    await flush();
    expect(sent[0]).toMatchObject({ message: 'Medellín, 2', language: 'en' });
  });

  it("remembers the language chosen with 'ES | EN' where the conversation is remembered", () => {
    const { actor, savedLanguages } = start([async () => searchReply]);
    actor.send({ type: 'chat.language', language: 'en' });
    expect(savedLanguages.at(-1)).toBe('en');
    actor.send({ type: 'chat.language', language: 'es' });
    expect(savedLanguages.at(-1)).toBe('es');
  });

  it("names the chips in the conversation's language, and their removal asks in it", async () => {
    const { actor, panel, sent } = start([
      async () => searchReply,
      async () => ({ ...searchReply, language: 'en' as const }),
    ]);
    actor.send({ type: 'chat.send', text: 'busco en Medellín' });
    await flush();
    expect(panel().chips.map((c) => c.removeMessage)).toContain('Quitar filtro: ciudad');
    actor.send({ type: 'chat.language', language: 'en' });
    expect(panel().chips.map((c) => c.removeMessage)).toContain('Remove filter: city');
    actor.send({ type: 'chat.language', language: 'es' });
    actor.send({ type: 'chat.send', text: 'apartments in Medellín' });
    await flush();
    // An English reply turns the conversation, and its chips, English.
    const city = panel().chips.find((c) => c.key === 'city')!;
    expect(city.removeMessage).toBe('Remove filter: city');
    actor.send({ type: 'chat.send', text: city.removeMessage });
    await flush();
    expect(sent.at(-1)).toMatchObject({ message: 'Remove filter: city', language: 'en' });
  });

  it('sends the trimmed text with the session id, shows the reply and opens the results', async () => {
    const { actor, sent, saved, panel } = start([async () => searchReply]);
    actor.send({ type: 'chat.send', text: '  2 habitaciones en Medellín  ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(selectChatView(actor.getSnapshot())).toMatchObject({ sending: true, canSend: false });
    await flush();
    expect(sent).toEqual([
      { message: '2 habitaciones en Medellín', session_id: 'chat_test_1', language: 'es' },
    ]);
    const view = selectChatView(actor.getSnapshot());
    expect(view.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', '2 habitaciones en Medellín'],
      ['assistant', searchReply.content],
    ]);
    expect(view.messages[1]).toMatchObject({
      recommendations: searchReply.recommendations,
      agent_type: 'SEARCH',
    });
    expect(saved).toEqual([1, 2]);
    expect(panel()).toMatchObject({ open: true, view: 'results' });
  });

  it('does not send empty text, nor anything while a reply is pending', async () => {
    const { actor, sent } = start([() => new Promise(() => {})]);
    actor.send({ type: 'chat.send', text: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'chat.send', text: 'Hola' });
    actor.send({ type: 'chat.send', text: 'Otra vez' });
    await flush();
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });

  it('adds the apology message on failure and lets the visitor try again', async () => {
    const { actor, sent } = start([
      async () => {
        throw new Error('HTTP error! status: 500');
      },
      async () => searchReply,
    ]);
    actor.send({ type: 'chat.send', text: 'Hola' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    const last = actor.getSnapshot().context.messages.at(-1);
    expect(last).toMatchObject({ role: 'assistant', content: CHAT_APOLOGY, failed: true });
    expect(selectChatView(actor.getSnapshot()).suggestions).toEqual([]);
    actor.send({ type: 'chat.send', text: 'Hola otra vez' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toHaveLength(2);
  });

  it('asks for the analysis of a property with the generated request, and the panel shows it', async () => {
    const { actor, sent, panel } = start([async () => searchReply, async () => analysisReply]);
    actor.send({ type: 'chat.send', text: 'busco en Medellín' });
    await flush();
    actor.send({ type: 'chat.analyze', property: belen });
    expect(panel()).toMatchObject({ view: 'analysis', analysisStatus: 'loading', selected: belen });
    await flush();
    expect(sent[1]?.message).toBe(analysisRequestFor(belen));
    expect(sent[1]?.message).toBe(
      'Análisis financiero de la propiedad "Apartamento con balcón en Belén" (ID 371)'
    );
    expect(panel()).toMatchObject({ view: 'analysis', analysisStatus: 'ready' });
  });

  it('Limpiar chat asks first: cancelling keeps the conversation', async () => {
    const { actor } = start([async () => searchReply]);
    actor.send({ type: 'chat.send', text: 'busco en Medellín' });
    await flush();
    actor.send({ type: 'chat.askClear' });
    expect(selectChatView(actor.getSnapshot()).confirmingClear).toBe(true);
    actor.send({ type: 'chat.cancelClear' });
    expect(selectChatView(actor.getSnapshot())).toMatchObject({ confirmingClear: false });
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
    actor.send({ type: 'chat.askClear' });
    actor.send({ type: 'chat.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ messages: [], confirmingClear: false });
  });

  it('Limpiar chat starts a new session, forgets the history and closes the panel, dropping a pending reply', async () => {
    let resolve: (r: ChatReply) => void = () => {};
    const { actor, saved, panel } = start([
      async () => searchReply,
      () => new Promise<ChatReply>((r) => (resolve = r)),
    ]);
    actor.send({ type: 'chat.send', text: 'busco en Medellín' });
    await flush();
    actor.send({ type: 'chat.send', text: 'más barato' });
    actor.send({ type: 'chat.clear' });
    resolve(searchReply);
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(s.context.sessionId).not.toBe('chat_test_1');
    expect(s.context.sessionId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(s.context.messages).toEqual([]);
    expect(saved.at(-1)).toBe(0);
    expect(panel().open).toBe(false);
  });

  it('reopens the results of a restored conversation', () => {
    const restored: ChatMessage[] = [
      { id: 'a', role: 'user', content: 'busco', timestamp: '2026-11-21T15:00:00.000Z' },
      {
        id: 'b',
        ...searchReply,
        role: 'assistant',
        timestamp: '2026-11-21T15:00:01.000Z',
      },
    ];
    const { panel, actor } = start([async () => searchReply], restored);
    expect(panel()).toMatchObject({ open: true, properties: searchReply.recommendations });
    expect(selectChatView(actor.getSnapshot()).messages).toHaveLength(2);
  });
});

describe('suggestions', () => {
  it('offers a new search and the analysis of the detected location', () => {
    const base = { id: 'x', role: 'assistant' as const, timestamp: '' };
    expect(suggestionsFor({ ...base, content: 'Hola', slots: searchReply.slots })).toEqual([
      { key: 'newSearch', message: 'Nueva búsqueda' },
      {
        key: 'locationAnalysis',
        place: 'Medellín',
        message: 'Análisis financiero de inversión en Medellín',
      },
    ]);
    expect(
      suggestionsFor({ ...base, content: 'Opciones en Cartagena y Bogotá' }).map((s) => s.place)
    ).toEqual([undefined, 'Cartagena']);
    expect(suggestionsFor({ ...base, content: 'x', failed: true })).toEqual([]);
    expect(suggestionsFor(undefined)).toEqual([]);
  });

  it('asks in English in an English conversation', () => {
    const base = { id: 'x', role: 'assistant' as const, timestamp: '' };
    expect(
      suggestionsFor({ ...base, content: 'Hi', slots: searchReply.slots }, 'en').map((s) => s.message)
    ).toEqual(['New search', 'Investment analysis in Medellín']);
  });
});
