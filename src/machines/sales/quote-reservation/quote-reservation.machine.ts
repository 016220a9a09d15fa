import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Quote } from '#domain/quote';
import type { ReservationDeposit } from '#domain/sales';
import { loadAcceptedQuote, reserveUnit } from './quote-reservation.actors';

export const UNIT_RESERVED = 'Unidad separada';
export const QUOTE_NOT_ACCEPTED =
  "Solo se separa desde una cotización aceptada: márcala como 'Aceptada' primero.";

export type QuoteReservationEvent =
  { type: 'deposit.submit'; deposit: ReservationDeposit } | { type: 'reservation.cancel' };

/** What the page hears when the dialog is done: it reloads its lists when a separación was made. */
export type QuoteReservationEndedEvent = { type: 'quoteReservation.ended'; reserved: boolean };

type Context = { quoteId: number; quote: Quote | null; error: string | null };

/**
 * 'Separar' from an accepted quote (/constructor/sales?quote_id=…): the quote is read, the seller enters the deposit
 * received, and the server holds the unit for the lead with the quote's plan. Refusals (a unit held meanwhile, a
 * quote not accepted) are said in the dialog, which keeps the deposit typed.
 */
export const quoteReservationMachine = setup({
  types: {
    input: {} as { quoteId: number },
    context: {} as Context,
    events: {} as QuoteReservationEvent,
  },
  actors: { loadAcceptedQuote, reserveUnit },
  guards: { isAccepted: ({ context }) => context.quote?.status === 'accepted' },
  actions: {
    notifyReserved: () => {
      toast.success(UNIT_RESERVED);
    },
    reportEnded: sendParent((_, params: { reserved: boolean }) => ({
      type: 'quoteReservation.ended',
      reserved: params.reserved,
    })),
  },
}).createMachine({
  id: 'quoteReservation',
  context: ({ input }) => ({ quoteId: input.quoteId, quote: null, error: null }),
  initial: 'loading',
  on: {
    'reservation.cancel': { target: '.done', actions: { type: 'reportEnded', params: { reserved: false } } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadAcceptedQuote',
        src: 'loadAcceptedQuote',
        input: ({ context }) => ({ quoteId: context.quoteId }),
        onDone: { target: 'checking', actions: assign({ quote: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    checking: {
      always: [
        { guard: 'isAccepted', target: 'editing' },
        { target: 'refused', actions: assign({ error: QUOTE_NOT_ACCEPTED }) },
      ],
    },
    // Nothing to do but read why and close.
    refused: {},
    editing: { on: { 'deposit.submit': { target: 'saving', actions: assign({ error: null }) } } },
    saving: {
      invoke: {
        id: 'reserveUnit',
        src: 'reserveUnit',
        input: ({ context, event }) => {
          const { deposit } = event as Extract<QuoteReservationEvent, { type: 'deposit.submit' }>;
          const quote = context.quote!;
          return { property_id: quote.property_id, lead_id: quote.lead_id, quote_id: quote.id, ...deposit };
        },
        onDone: {
          target: 'done',
          actions: ['notifyReserved', { type: 'reportEnded', params: { reserved: true } }],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
