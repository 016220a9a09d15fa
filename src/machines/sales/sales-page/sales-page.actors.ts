import { fromPromise } from 'xstate';
import type { Cartera, PaymentCreate, Reservation, SaleDetail } from '#domain/sales';
import type { CountryCode, DocumentType } from '#domain/countries';
import { api } from '#api/runtime';
import { fetchDocumentTypes } from '#api/companies.api';
import {
  exportCartera,
  fetchActiveReservations,
  fetchCartera,
  fetchSale,
  recordPayment,
  type CarteraFilter,
} from '#api/sales.api';

/** One page of Cartera, the separaciones in force and the buyer's document types of the company's country. */
export const loadSales = fromPromise<
  { cartera: Cartera; reservations: Reservation[]; documentTypes: DocumentType[] },
  CarteraFilter & { page: number; limit: number }
>(async ({ input, signal }) => {
  const [cartera, reservations] = await Promise.all([
    fetchCartera(api, input, signal),
    fetchActiveReservations(api, input.company_id, signal),
  ]);
  const documentTypes = await fetchDocumentTypes(api, cartera.country_code as CountryCode, signal);
  return { cartera, reservations: reservations.items, documentTypes };
});

/** A sale with its instalments and payments. */
export const loadSale = fromPromise<SaleDetail, { saleId: number }>(({ input, signal }) =>
  fetchSale(api, input.saleId, signal)
);

/** A payment received. */
export const savePayment = fromPromise<SaleDetail, { saleId: number; payment: PaymentCreate }>(({ input }) =>
  recordPayment(api, input.saleId, input.payment)
);

/** 'Exportar CSV' of the current filter. */
export const downloadCartera = fromPromise<Blob, CarteraFilter>(({ input, signal }) =>
  exportCartera(api, input, signal)
);
