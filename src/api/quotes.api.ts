import type { Quote, QuoteCreate, QuoteList, QuoteStatus } from '#domain/quote';
import type { SaleSettings, SaleSettingsUpdate } from '#domain/sale-settings';
import { type ApiClient, dataOf } from './client';

/** The filters of the quote list, as the API reads them. */
export type QuotesFilter = { company_id: number; status?: QuoteStatus; project_id?: number };

/** `GET /quotes`: one page of the company's quotes with the counts of the status tabs. */
export const fetchQuotes = async (
  api: ApiClient,
  query: QuotesFilter & { page: number; limit: number },
  signal?: AbortSignal
): Promise<QuoteList> => dataOf(await api.GET('/quotes', { params: { query }, signal }));

/** `POST /quotes`: a quote of a unit; the server computes the plan. */
export const createQuote = async (api: ApiClient, body: QuoteCreate): Promise<Quote> =>
  dataOf(await api.POST('/quotes', { body }));

/** `GET /quotes/{id}`: a quote with its plan. */
export const fetchQuote = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<Quote> =>
  dataOf(await api.GET('/quotes/{id}', { params: { path: { id } }, signal }));

/** `GET /quotes/{id}/pdf`: 'Descargar PDF'. */
export const fetchQuotePdf = async (api: ApiClient, id: number): Promise<Blob> =>
  dataOf(await api.GET('/quotes/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' }));

/** A step of a quote's life: 'Enviar', the approver's decision, the buyer's answer. */
export type QuoteStep = 'send' | 'approve' | 'reject' | 'accept' | 'decline';

/** A step and what it carries: turning a quote down ('reject' by an approver, 'decline' for the buyer) says why. */
export type QuoteStepRequest =
  { step: 'send' | 'approve' | 'accept' } | { step: 'reject' | 'decline'; reason: string };

/** Takes one step of a quote through its operation and answers the quote as it is now. */
export async function stepQuote(api: ApiClient, id: number, request: QuoteStepRequest): Promise<Quote> {
  const path = { params: { path: { id } } };
  switch (request.step) {
    case 'send':
      return dataOf(await api.POST('/quotes/{id}/send', path));
    case 'accept':
      return dataOf(await api.POST('/quotes/{id}/accept', path));
    case 'approve':
      return dataOf(await api.POST('/quotes/{id}/approval', { ...path, body: { decision: 'approve' } }));
    case 'reject':
      return dataOf(
        await api.POST('/quotes/{id}/approval', {
          ...path,
          body: { decision: 'reject', reason: request.reason },
        })
      );
    case 'decline':
      return dataOf(await api.POST('/quotes/{id}/reject', { ...path, body: { reason: request.reason } }));
  }
}

/** `GET /companies/{id}/sale-settings`: quote validity, a MEMBER's discount cap, separación days. */
export const fetchSaleSettings = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<SaleSettings> =>
  dataOf(await api.GET('/companies/{id}/sale-settings', { params: { path: { id: companyId } }, signal }));

/** `PUT /companies/{id}/sale-settings`: with the version read; 409 carries the current copy. */
export const saveSaleSettings = async (
  api: ApiClient,
  companyId: number,
  body: SaleSettingsUpdate
): Promise<SaleSettings> =>
  dataOf(await api.PUT('/companies/{id}/sale-settings', { params: { path: { id: companyId } }, body }));
