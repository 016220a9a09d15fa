import type { Quote } from '#domain/quote';
import { type ApiClient, dataOf } from './client';

/** `GET /quotes/{id}`: a quote with its plan. */
export const fetchQuote = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<Quote> =>
  dataOf(await api.GET('/quotes/{id}', { params: { path: { id } }, signal }));

/** A step of a quote's life: 'Enviar', the approver's decision, the buyer's answer. */
export type QuoteStep = 'send' | 'approve' | 'reject' | 'accept' | 'decline';

/** Takes one step of a quote through its operation and answers the quote as it is now. */
export async function stepQuote(
  api: ApiClient,
  id: number,
  step: QuoteStep,
  reason?: string
): Promise<Quote> {
  const path = { params: { path: { id } } };
  switch (step) {
    case 'send':
      return dataOf(await api.POST('/quotes/{id}/send', path));
    case 'accept':
      return dataOf(await api.POST('/quotes/{id}/accept', path));
    case 'decline':
      return dataOf(await api.POST('/quotes/{id}/reject', { ...path, body: { reason } }));
    case 'approve':
    case 'reject':
      return dataOf(await api.POST('/quotes/{id}/approval', { ...path, body: { decision: step, reason } }));
  }
}
