import { assign, setup } from 'xstate';
import type { ChatLanguage } from '#domain/chat-constants';
import { saveAnalysisPdf, type AnalysisPdfRequest } from './analysis-pdf.actors';

export type AnalysisPdfEvent =
  /** 'Descargar análisis (PDF)', for the conversation the analysis belongs to, in its language. */
  { type: 'pdf.download'; sessionId: string; language: ChatLanguage };

/**
 * 'Descargar análisis (PDF)' on the analysis of one listing: idle → downloading → idle, or failed with its message
 * beside the button; pressing it again from failed is the retry. A press while a file is on its way is ignored, so
 * one click gives one file.
 */
export const analysisPdfMachine = setup({
  types: {
    input: {} as { propertyId: number },
    context: {} as { propertyId: number; request: AnalysisPdfRequest | null },
    events: {} as AnalysisPdfEvent,
  },
  actors: { saveAnalysisPdf },
  actions: {
    askFor: assign({
      request: ({ context, event }) => ({
        propertyId: context.propertyId,
        sessionId: event.sessionId,
        language: event.language,
      }),
    }),
  },
}).createMachine({
  id: 'analysisPdf',
  context: ({ input }) => ({ propertyId: input.propertyId, request: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'pdf.download': { target: 'downloading', actions: 'askFor' } },
    },
    downloading: {
      invoke: {
        id: 'saveAnalysisPdf',
        src: 'saveAnalysisPdf',
        input: ({ context }) => context.request!,
        onDone: 'idle',
        onError: 'failed',
      },
    },
    // The message says the download failed, in the conversation's language; the button tries again.
    failed: {
      on: { 'pdf.download': { target: 'downloading', actions: 'askFor' } },
    },
  },
});
