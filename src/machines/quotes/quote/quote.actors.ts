import { fromPromise } from 'xstate';
import { api } from '#api/runtime';
import { fetchQuote, fetchQuotePdf, stepQuote, type QuoteStepRequest } from '#api/quotes.api';
import type { Quote } from '#domain/quote';

/** Reads the quote with its plan. */
export const loadQuote = fromPromise<Quote, { id: number }>(({ input, signal }) =>
  fetchQuote(api, input.id, signal)
);

/** Takes one step (send, approve, reject, accept, decline); the server answers the quote as it is now. */
export const takeQuoteStep = fromPromise<Quote, { id: number } & QuoteStepRequest>(({ input }) => {
  const { id, ...request } = input;
  return stepQuote(api, id, request);
});

/** 'Descargar PDF': the server's PDF handed to the browser as a download named after the quote. */
export const downloadQuotePdf = fromPromise<void, { id: number }>(async ({ input }) => {
  const file = await fetchQuotePdf(api, input.id);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `cotizacion-${input.id}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
});
