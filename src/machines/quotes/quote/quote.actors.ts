import { fromPromise } from 'xstate';
import { api } from '#api/runtime';
import { fetchQuote, stepQuote, type QuoteStep } from '#api/quotes.api';
import type { Quote } from '#domain/quote';

/** Reads the quote with its plan. */
export const loadQuote = fromPromise<Quote, { id: number }>(({ input, signal }) =>
  fetchQuote(api, input.id, signal)
);

export type QuoteStepInput = { id: number; step: QuoteStep; reason?: string };

/** Takes one step (send, approve, reject, accept, decline); the server answers the quote as it is now. */
export const takeQuoteStep = fromPromise<Quote, QuoteStepInput>(({ input }) =>
  stepQuote(api, input.id, input.step, input.reason)
);
