import type {
  Cartera,
  PaymentCreate,
  Reservation,
  ReservationCreate,
  ReservationList,
  SaleCreate,
  SaleDetail,
} from '#domain/sales';
import type { Collection, Funnel } from '#domain/sales-funnel';
import { type ApiClient, dataOf } from './client';

/** The funnel's filter: the company, optionally one project, and how many months back. */
export type FunnelFilter = { company_id: number; project_id?: number; months?: number };

/** The filter of Cartera: the company and, optionally, one of its projects. */
export type CarteraFilter = { company_id: number; project_id?: number };

/** `GET /sales`: one page of Cartera with the company's and each project's figures. */
export const fetchCartera = async (
  api: ApiClient,
  query: CarteraFilter & { page: number; limit: number },
  signal?: AbortSignal
): Promise<Cartera> => dataOf(await api.GET('/sales', { params: { query }, signal }));

/** `GET /reservations?status=active`: the separaciones in force, newest first. */
export const fetchActiveReservations = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<ReservationList> =>
  dataOf(
    await api.GET('/reservations', {
      params: { query: { company_id: companyId, status: 'active', page: 1, limit: 100 } },
      signal,
    })
  );

/** `GET /sales/{id}`: a sale with its buyer, instalments and payments. */
export const fetchSale = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<SaleDetail> =>
  dataOf(await api.GET('/sales/{id}', { params: { path: { id } }, signal }));

/** `POST /reservations/{id}/release`: 'Liberar' with the reason. */
export const releaseReservation = async (api: ApiClient, id: number, reason: string): Promise<Reservation> =>
  dataOf(await api.POST('/reservations/{id}/release', { params: { path: { id } }, body: { reason } }));

/** `POST /reservations/{id}/sale`: 'Vender' to the buyer on record. */
export const sellReservation = async (api: ApiClient, id: number, body: SaleCreate): Promise<SaleDetail> =>
  dataOf(await api.POST('/reservations/{id}/sale', { params: { path: { id } }, body }));

/** `POST /sales/{id}/payments`: a payment received against one instalment. */
export const recordPayment = async (
  api: ApiClient,
  saleId: number,
  body: PaymentCreate
): Promise<SaleDetail> =>
  dataOf(await api.POST('/sales/{id}/payments', { params: { path: { id: saleId } }, body }));

/** `GET /sales/export.csv`: Cartera as a CSV file. */
export const exportCartera = async (
  api: ApiClient,
  query: CarteraFilter,
  signal?: AbortSignal
): Promise<Blob> =>
  dataOf(await api.GET('/sales/export.csv', { params: { query }, parseAs: 'blob', signal }));

/** `POST /reservations`: 'Separar' a unit for a lead, with the deposit received. */
export const createReservation = async (api: ApiClient, body: ReservationCreate): Promise<Reservation> =>
  dataOf(await api.POST('/reservations', { body }));

/** `GET /sales-funnel`: leads → quotes → separaciones → sales by month and by lead origin. */
export const fetchFunnel = async (
  api: ApiClient,
  query: FunnelFilter,
  signal?: AbortSignal
): Promise<Funnel> => dataOf(await api.GET('/sales-funnel', { params: { query }, signal }));

/** `GET /sales-funnel/export.csv`: the funnel as a CSV file. */
export const exportFunnel = async (
  api: ApiClient,
  query: FunnelFilter,
  signal?: AbortSignal
): Promise<Blob> =>
  dataOf(await api.GET('/sales-funnel/export.csv', { params: { query }, parseAs: 'blob', signal }));

/** `GET /sales-collection`: this month's collected payments against the instalments due. */
export const fetchCollection = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<Collection> =>
  dataOf(await api.GET('/sales-collection', { params: { query: { company_id: companyId } }, signal }));
