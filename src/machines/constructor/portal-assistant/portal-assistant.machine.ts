import { assign, fromPromise, setup } from 'xstate';
import { askPortalAssistant } from '#api/portal-assistant.api';
import { api } from '#api/runtime';
import { CHAT_APOLOGY } from '#domain/chat';
import type { PortalAssistantReply, PortalAssistantRequest } from '#domain/portal-assistant';

/** One message of the portal conversation (spec §3 portal chat message: text, sender, isUser). */
export type PortalMessage = { id: number; sender: 'user' | 'ai'; text: string; failed?: boolean };

export type PortalAssistantEvent =
  /** Enviar, Enter, a quick-action card or a quick query: the text is the question. */
  | { type: 'chat.send'; text: string }
  /** The session's active company changed: a new conversation about the new company. */
  | { type: 'company.change'; companyId: number };

type Context = { companyId: number; messages: PortalMessage[]; nextId: number };

/** The server's answer to the company's question. */
export const askAssistant = fromPromise<PortalAssistantReply, PortalAssistantRequest>(({ input, signal }) =>
  askPortalAssistant(api, input, signal)
);

const GREETING =
  '¡Hola! Soy el asistente de tu empresa. Pregúntame por el análisis o el ROI de tus proyectos, las tendencias ' +
  'del mercado, disponibilidad y precios, ventas del mes, leads de la semana, lo que buscan los inversionistas o ' +
  'el precio de un modelo que se vende lento.';

const greeting = (): PortalMessage[] => [{ id: 0, sender: 'ai', text: GREETING }];

/**
 * /constructor/assistant (spec §2, §4 "Portal chat"): idle ⇄ thinking. Sending adds the question, shows the typing
 * indicator until the server answers, then adds the answer; a failure adds the chat's apology. Empty text is not
 * sent and nothing is sent while an answer is pending.
 */
export const portalAssistantMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as Context,
    events: {} as PortalAssistantEvent,
  },
  actors: { askAssistant },
  guards: {
    hasText: ({ event }) => event.type === 'chat.send' && event.text.trim() !== '',
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
  },
  actions: {
    addQuestion: assign(({ context, event }) => {
      if (event.type !== 'chat.send') return {};
      const question: PortalMessage = { id: context.nextId, sender: 'user', text: event.text.trim() };
      return { messages: [...context.messages, question], nextId: context.nextId + 1 };
    }),
    addAnswer: assign(({ context }, params: { text: string; failed: boolean }) => ({
      messages: [...context.messages, { id: context.nextId, sender: 'ai' as const, ...params }],
      nextId: context.nextId + 1,
    })),
  },
}).createMachine({
  id: 'portalAssistant',
  context: ({ input }) => ({ companyId: input.companyId, messages: greeting(), nextId: 1 }),
  initial: 'idle',
  on: {
    'company.change': {
      guard: 'isOtherCompany',
      target: '.idle',
      actions: assign({ companyId: ({ event }) => event.companyId, messages: greeting, nextId: 1 }),
    },
  },
  states: {
    idle: {
      on: { 'chat.send': { guard: 'hasText', target: 'thinking', actions: 'addQuestion' } },
    },
    thinking: {
      invoke: {
        id: 'askAssistant',
        src: 'askAssistant',
        input: ({ context }) => ({
          company_id: context.companyId,
          message: context.messages.at(-1)!.text,
        }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'addAnswer',
            params: ({ event }) => ({ text: event.output.content, failed: false }),
          },
        },
        onError: {
          target: 'idle',
          actions: { type: 'addAnswer', params: { text: CHAT_APOLOGY, failed: true } },
        },
      },
    },
  },
});
