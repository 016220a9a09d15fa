import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { ApiError, errorMessage, formRefusal } from '#api/api-error';
import { can, type Access } from '#domain/permissions';
import { SALE_ANSWERS, SALE_FORM_FIELDS, type Reservation, type SaleCreate } from '#domain/sales';
import { releaseHold, sellHold } from './reservation.actors';

export const RESERVATION_RELEASED = 'Separación liberada: la unidad está disponible';
export const SALE_RECORDED = 'Venta registrada';

export type ReservationEvent =
  /** 'Liberar': the reason form opens. */
  | { type: 'release.start' }
  | { type: 'release.submit'; reason: string }
  /** 'Vender': the buyer form opens. */
  | { type: 'sale.start' }
  | { type: 'sale.submit'; buyer: SaleCreate }
  | { type: 'form.cancel' };

/** What the page hears when the separación ended here: its lists must follow (and the new sale may open). */
export type ReservationEndedEvent = { type: 'reservation.ended'; saleId: number | null };

type Input = { reservation: Reservation; access: Access };
/** A field of the open form ('Liberar' asks the reason, 'Vender' the buyer). */
type FormField = keyof SaleCreate | 'reason';
type Context = Input & {
  /** Why the last step failed, above the forms. */
  error: string | null;
  /** The server's refusal of one field of the open form; the form keeps what was typed. */
  fieldError: { field: FormField; message: string } | null;
};

const FORM_FIELDS: readonly FormField[] = [...SALE_FORM_FIELDS, 'reason'];

// The server answers 409 when the separación ended meanwhile (released by someone else, or expired by the sweep).
const endedMeanwhile = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * One separación's life as the sales team sees it: active until it is released with a reason ('Liberar', OWNER or
 * ADMIN), sold to the buyer on record ('Vender', OWNER or ADMIN) or expired by the queue's sweep. Each ending is
 * final and tells the page.
 */
export const reservationMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as ReservationEvent,
    tags: {} as 'busy',
  },
  actors: { releaseHold, sellHold },
  guards: {
    canRelease: ({ context }) => can(context.access, 'reservation.release', context.reservation.company_id),
    canSell: ({ context }) => can(context.access, 'sale.create', context.reservation.company_id),
    isReleased: ({ context }) => context.reservation.status === 'released',
    isExpired: ({ context }) => context.reservation.status === 'expired',
    isConverted: ({ context }) => context.reservation.status === 'converted',
    endedMeanwhile: ({ event }) => 'error' in event && endedMeanwhile(event.error),
  },
  actions: {
    notifyReleased: () => {
      toast.success(RESERVATION_RELEASED);
    },
    notifySold: () => {
      toast.success(SALE_RECORDED);
    },
    rememberError: assign({ error: ({ event }) => ('error' in event ? errorMessage(event.error) : null) }),
    /** A refusal about one field lands on it; any other is said above the form. */
    rememberRefusal: assign(({ event }) => {
      const refusal = formRefusal('error' in event ? event.error : null, FORM_FIELDS, SALE_ANSWERS);
      return refusal.field === null
        ? { error: refusal.message, fieldError: null }
        : { error: null, fieldError: { field: refusal.field, message: refusal.message } };
    }),
    clearError: assign({ error: null, fieldError: null }),
    reportReleased: sendParent({ type: 'reservation.ended', saleId: null } satisfies ReservationEndedEvent),
    reportSold: sendParent(({ event }) => ({
      type: 'reservation.ended',
      saleId: 'output' in event ? (event.output as { id: number }).id : null,
    })),
  },
}).createMachine({
  id: 'reservation',
  context: ({ input }) => ({ ...input, error: null, fieldError: null }),
  initial: 'opening',
  states: {
    // A separación read after it ended opens in its final state.
    opening: {
      always: [
        { guard: 'isReleased', target: 'released' },
        { guard: 'isExpired', target: 'expired' },
        { guard: 'isConverted', target: 'converted' },
        { target: 'active' },
      ],
    },
    active: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'release.start': { guard: 'canRelease', target: 'releaseForm', actions: 'clearError' },
            'sale.start': { guard: 'canSell', target: 'saleForm', actions: 'clearError' },
          },
        },
        releaseForm: {
          on: {
            'form.cancel': { target: 'idle', actions: 'clearError' },
            'release.submit': { target: 'releasing', actions: 'clearError' },
          },
        },
        releasing: {
          tags: 'busy',
          invoke: {
            id: 'releaseHold',
            src: 'releaseHold',
            input: ({ context, event }) => ({
              reservationId: context.reservation.id,
              reason: (event as Extract<ReservationEvent, { type: 'release.submit' }>).reason,
            }),
            onDone: { target: '#reservation.released', actions: ['notifyReleased', 'reportReleased'] },
            onError: [
              {
                guard: 'endedMeanwhile',
                target: '#reservation.expired',
                actions: ['rememberError', 'reportReleased'],
              },
              { target: 'releaseForm', actions: 'rememberRefusal' },
            ],
          },
        },
        saleForm: {
          on: {
            'form.cancel': { target: 'idle', actions: 'clearError' },
            'sale.submit': { target: 'selling', actions: 'clearError' },
          },
        },
        selling: {
          tags: 'busy',
          invoke: {
            id: 'sellHold',
            src: 'sellHold',
            input: ({ context, event }) => ({
              reservationId: context.reservation.id,
              buyer: (event as Extract<ReservationEvent, { type: 'sale.submit' }>).buyer,
            }),
            onDone: { target: '#reservation.converted', actions: ['notifySold', 'reportSold'] },
            onError: [
              {
                guard: 'endedMeanwhile',
                target: '#reservation.expired',
                actions: ['rememberError', 'reportReleased'],
              },
              { target: 'saleForm', actions: 'rememberRefusal' },
            ],
          },
        },
      },
    },
    released: { type: 'final' },
    // Expired by the sweep, or ended by someone else while this person looked at it.
    expired: { type: 'final' },
    converted: { type: 'final' },
  },
});
