import { fromPromise } from 'xstate';
import { api } from '#api/runtime';
import { fetchQuote } from '#api/quotes.api';
import { createReservation } from '#api/sales.api';
import type { Quote } from '#domain/quote';
import type { Reservation, ReservationCreate } from '#domain/sales';

/** The accepted quote the separación starts from. */
export const loadAcceptedQuote = fromPromise<Quote, { quoteId: number }>(({ input, signal }) =>
  fetchQuote(api, input.quoteId, signal)
);

/** 'Separar': the unit, the lead and the quote, with the deposit received. */
export const reserveUnit = fromPromise<Reservation, ReservationCreate>(({ input }) =>
  createReservation(api, input)
);
