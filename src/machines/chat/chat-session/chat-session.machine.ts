import { assign, sendTo, setup, stopChild } from 'xstate';
import type { ChatLanguage, ChatReply, Recommendation } from '#domain/chat';
import { analysisRequestFor, CHAT_APOLOGY, compareRequestFor } from '#domain/chat-constants';
import { chatPanelMachine, type ChatPanelInput } from '#machines/chat/chat-panel/chat-panel.machine';
import { savedSearchMachine } from '#machines/chat/saved-search/saved-search.machine';
import { fromReply, messageId, type AssistantMessage, type ChatMessage } from './chat-message';
import { newSessionId, saveChat } from './chat-storage';
import { sendMessage } from './chat-session.actors';

export type ChatSessionEvent =
  | { type: 'chat.send'; text: string }
  | { type: 'chat.analyze'; property: Recommendation }
  /** 'Comparar' on the two or three cards the visitor picked. */
  | { type: 'chat.compare'; properties: Recommendation[] }
  /** 'Limpiar chat': asks first, the history cannot be recovered. */
  | { type: 'chat.askClear' }
  | { type: 'chat.cancelClear' }
  /** The confirmed clear. */
  | { type: 'chat.clear' }
  /** 'ES | EN' in the header: the language of the screen and of the replies to come. */
  | { type: 'chat.language'; language: ChatLanguage }
  /** 'Guardar búsqueda': opens the save dialog of the conversation's search, and closes it. */
  | { type: 'chat.saveSearch' }
  | { type: 'chat.closeSaveSearch' };

/** The conversation restored from the browser; without a language it is Spanish. */
export type ChatSessionInput = { sessionId: string; messages: ChatMessage[]; language?: ChatLanguage };

type Context = {
  sessionId: string;
  messages: ChatMessage[];
  /** The text being sent (trimmed). */
  outgoing: string | null;
  /** The 'Limpiar chat' confirmation is open. */
  confirmingClear: boolean;
  /** The conversation's language: chosen with 'ES | EN' or taken from the last reply; sent with every message (a
   * message clearly in the other one wins). */
  language: ChatLanguage;
};

const lastAssistant = (messages: readonly ChatMessage[]) =>
  [...messages].reverse().find((m): m is AssistantMessage => m.role === 'assistant');

/** What a restored conversation shows in the panel: the results of its last reply, if it had any. */
export function panelRestore(messages: readonly ChatMessage[]): ChatPanelInput['restore'] {
  const last = lastAssistant(messages);
  return last?.recommendations?.length
    ? { recommendations: last.recommendations, slots: last.slots ?? null }
    : null;
}

const userMessage = (text: string): ChatMessage => ({
  id: messageId(),
  role: 'user',
  content: text,
  timestamp: new Date().toISOString(),
});

/**
 * The chat conversation (spec §4, sending): idle → sending → idle, or failed with the apology message. Empty
 * messages are not sent and nothing is sent while a reply is pending. It owns the results panel and tells it about
 * every reply; the session id and history live in browser storage.
 */
export const chatSessionMachine = setup({
  types: {
    input: {} as ChatSessionInput,
    context: {} as Context,
    events: {} as ChatSessionEvent,
    tags: {} as 'busy',
  },
  actors: { sendMessage, chatPanel: chatPanelMachine, savedSearch: savedSearchMachine },
  guards: {
    hasText: ({ event }) =>
      (event as Extract<ChatSessionEvent, { type: 'chat.send' }>).text.trim().length > 0,
  },
  actions: {
    addUserMessage: assign(({ context, event }) => {
      const text =
        event.type === 'chat.analyze'
          ? analysisRequestFor(event.property, context.language)
          : event.type === 'chat.compare'
            ? compareRequestFor(event.properties)
            : (event as { text: string }).text.trim();
      return { outgoing: text, messages: [...context.messages, userMessage(text)] };
    }),
    // The switch follows the conversation: after a reply in English the next message (a card's 'Comparar' or
    // 'Análisis', which carry no language of their own) asks for English too.
    addReply: assign(({ context, event }) => {
      const reply = (event as unknown as { output: ChatReply }).output;
      return {
        outgoing: null,
        messages: [...context.messages, fromReply(reply, new Date())],
        language: reply.language ?? context.language,
      };
    }),
    addApology: assign(({ context }) => ({
      outgoing: null,
      messages: [
        ...context.messages,
        {
          id: messageId(),
          role: 'assistant' as const,
          content: CHAT_APOLOGY,
          timestamp: new Date().toISOString(),
          failed: true,
        },
      ],
    })),
    startOver: assign(() => ({
      sessionId: newSessionId(),
      messages: [],
      outgoing: null,
      confirmingClear: false,
    })),
    persistHistory: ({ context }) => saveChat(context.sessionId, context.messages, context.language),
    openAnalysis: sendTo('chatPanel', ({ event }) => ({
      type: 'panel.analyze' as const,
      property: (event as Extract<ChatSessionEvent, { type: 'chat.analyze' }>).property,
    })),
    forwardReply: sendTo('chatPanel', ({ context, event }) => ({
      type: 'panel.reply' as const,
      reply: (event as unknown as { output: ChatReply }).output,
      onlyMessage: context.messages.filter((m) => m.role === 'assistant').length === 1,
    })),
    forwardFailure: sendTo('chatPanel', { type: 'panel.replyFailed' as const }),
    tellPanelLanguage: sendTo('chatPanel', ({ context }) => ({
      type: 'panel.language' as const,
      language: context.language,
    })),
    clearPanel: sendTo('chatPanel', { type: 'panel.clear' as const }),
  },
}).createMachine({
  id: 'chatSession',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    messages: input.messages,
    outgoing: null,
    confirmingClear: false,
    language: input.language ?? 'es',
  }),
  invoke: {
    id: 'chatPanel',
    src: 'chatPanel',
    input: ({ context }) => ({ restore: panelRestore(context.messages), language: context.language }),
  },
  // 'Limpiar chat': new session, no history, panel closed; a pending reply is dropped.
  // The confirmation is asked beside any state: a reply may arrive while the user decides.
  on: {
    'chat.askClear': { actions: assign({ confirmingClear: true }) },
    'chat.cancelClear': { actions: assign({ confirmingClear: false }) },
    // Kept with the conversation, so a reload opens it in the language chosen.
    'chat.language': {
      actions: [
        assign({
          language: ({ event }) => (event as Extract<ChatSessionEvent, { type: 'chat.language' }>).language,
        }),
        'persistHistory',
        'tellPanelLanguage',
      ],
    },
    'chat.clear': { target: '.idle', actions: ['startOver', 'persistHistory', 'clearPanel'] },
    // The dialog's actor lives while it is open; it saves the filters the server understood in this session.
    'chat.saveSearch': {
      actions: assign(({ context, spawn, self }) => {
        if (!self.getSnapshot().children.savedSearch)
          spawn('savedSearch', {
            id: 'savedSearch',
            input: { sessionId: context.sessionId, language: context.language },
          });
        return {};
      }),
    },
    'chat.closeSaveSearch': { actions: stopChild('savedSearch') },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'chat.send': { guard: 'hasText', target: 'sending', actions: ['addUserMessage', 'persistHistory'] },
        'chat.analyze': { target: 'sending', actions: ['addUserMessage', 'persistHistory', 'openAnalysis'] },
        'chat.compare': { target: 'sending', actions: ['addUserMessage', 'persistHistory'] },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({
          message: context.outgoing ?? '',
          session_id: context.sessionId,
          language: context.language,
        }),
        onDone: {
          target: 'idle',
          actions: ['addReply', 'persistHistory', 'tellPanelLanguage', 'forwardReply'],
        },
        onError: { target: 'failed', actions: ['addApology', 'persistHistory', 'forwardFailure'] },
      },
    },
    failed: {
      on: {
        'chat.send': { guard: 'hasText', target: 'sending', actions: ['addUserMessage', 'persistHistory'] },
        'chat.analyze': { target: 'sending', actions: ['addUserMessage', 'persistHistory', 'openAnalysis'] },
        'chat.compare': { target: 'sending', actions: ['addUserMessage', 'persistHistory'] },
      },
    },
  },
});
