import { fromPromise } from 'xstate';
import type { Reservation, SaleCreate, SaleDetail } from '#domain/sales';
import { api } from '#api/runtime';
import { releaseReservation, sellReservation } from '#api/sales.api';

/** 'Liberar' with the reason typed. */
export const releaseHold = fromPromise<Reservation, { reservationId: number; reason: string }>(({ input }) =>
  releaseReservation(api, input.reservationId, input.reason)
);

/** 'Vender' to the buyer typed in the form. */
export const sellHold = fromPromise<SaleDetail, { reservationId: number; buyer: SaleCreate }>(({ input }) =>
  sellReservation(api, input.reservationId, input.buyer)
);
