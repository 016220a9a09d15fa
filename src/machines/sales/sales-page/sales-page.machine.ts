import toast from 'react-hot-toast';
import { assign, raise, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { DocumentType } from '#domain/countries';
import { can, type Access } from '#domain/permissions';
import {
  SALES_PAGE_SIZE,
  type Cartera,
  type PaymentCreate,
  type Reservation,
  type SaleDetail,
} from '#domain/sales';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  quoteReservationMachine,
  type QuoteReservationEndedEvent,
} from '#machines/sales/quote-reservation/quote-reservation.machine';
import {
  reservationMachine,
  type ReservationEndedEvent,
} from '#machines/sales/reservation/reservation.machine';
import { downloadCartera, loadSale, loadSales, savePayment } from './sales-page.actors';

export const PAYMENT_RECORDED = 'Pago registrado';

export type SalesPageEvent =
  | AccessChangedEvent
  | { type: 'company.change'; companyId: number }
  /** The project filter: one project, or null for the whole company. */
  | { type: 'project.select'; projectId: number | null }
  | { type: 'page.go'; page: number }
  | { type: 'list.reload' }
  /** A separación's row: its panel opens with 'Liberar' and 'Vender'. */
  | { type: 'reservation.open'; reservationId: number }
  | { type: 'reservation.close' }
  /** A sale's row: its instalments, payments and 'Registrar pago'. */
  | { type: 'sale.open'; saleId: number }
  | { type: 'sale.close' }
  | { type: 'payment.submit'; payment: PaymentCreate }
  | { type: 'export.request' };

/** `quoteId`: 'Separar' from an accepted quote opens its dialog on arrival (`?quote_id=…`). */
type Input = { companyId: number; access: Access; quoteId?: number | null };
type Context = Input & {
  projectId: number | null;
  page: number;
  cartera: Cartera | null;
  reservations: Reservation[];
  documentTypes: DocumentType[];
  reservation: Reservation | null;
  saleId: number | null;
  sale: SaleDetail | null;
  detailError: string | null;
  paymentError: string | null;
};

type RefreshEvent = { type: 'list.refresh' };

const filterOf = (c: Context) => ({
  company_id: c.companyId,
  ...(c.projectId === null ? {} : { project_id: c.projectId }),
});

/**
 * /constructor/sales, 'Ventas y cartera': the company's figures (due, paid, outstanding, overdue) per project, the
 * separaciones in force with their own chart (Liberar, Vender), a page of sales, a sale's instalments with
 * 'Registrar pago', and the CSV. Each runs in its own region so a payment or a download never blanks the list.
 */
export const salesPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as SalesPageEvent | RefreshEvent | ReservationEndedEvent | QuoteReservationEndedEvent,
    tags: {} as 'loading',
  },
  actors: { loadSales, loadSale, savePayment, downloadCartera, reservationMachine, quoteReservationMachine },
  guards: {
    fromQuote: ({ context }) => typeof context.quoteId === 'number',
    reservedFromQuote: ({ event }) => event.type === 'quoteReservation.ended' && event.reserved,
    canRecordPayment: ({ context }) => can(context.access, 'payment.record', context.companyId),
    endedInSale: ({ event }) => event.type === 'reservation.ended' && event.saleId !== null,
  },
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    navigate: (_, _params: NavigateParams) => {},
    notifyPaid: () => {
      toast.success(PAYMENT_RECORDED);
    },
    notifyError: (_, params: { message: string }) => {
      toast.error(params.message);
    },
    /** Hands the CSV to the browser as a download named after the company. */
    saveFile: (_, params: { file: Blob; companyId: number }) => {
      const url = URL.createObjectURL(params.file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `cartera-empresa-${params.companyId}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  },
}).createMachine({
  id: 'salesPage',
  context: ({ input }) => ({
    ...input,
    projectId: null,
    page: 1,
    cartera: null,
    reservations: [],
    documentTypes: [],
    reservation: null,
    saleId: null,
    sale: null,
    detailError: null,
    paymentError: null,
  }),
  type: 'parallel',
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'company.change': {
      actions: [
        assign({
          companyId: ({ event }) => event.companyId,
          projectId: null,
          page: 1,
        }),
        'refreshList',
      ],
    },
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'list.refresh': '.loading',
        'list.reload': '.loading',
        'page.go': { target: '.loading', actions: assign({ page: ({ event }) => event.page }) },
        'project.select': {
          target: '.loading',
          actions: assign({ projectId: ({ event }) => event.projectId, page: 1 }),
        },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadSales',
            src: 'loadSales',
            input: ({ context }) => ({ ...filterOf(context), page: context.page, limit: SALES_PAGE_SIZE }),
            onDone: {
              target: 'ready',
              actions: assign({
                cartera: ({ event }) => event.output.cartera,
                reservations: ({ event }) => event.output.reservations,
                documentTypes: ({ event }) => event.output.documentTypes,
                page: ({ event }) => event.output.cartera.page,
              }),
            },
            onError: 'failed',
          },
        },
        ready: {},
        failed: {},
      },
    },
    // 'Separar' from an accepted quote: its dialog, once; closing it leaves the quote out of the address.
    fromQuote: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'fromQuote', target: 'open' }, { target: 'closed' }] },
        open: {
          invoke: {
            id: 'quoteReservationMachine',
            src: 'quoteReservationMachine',
            input: ({ context }) => ({ quoteId: context.quoteId! }),
          },
          on: {
            // Done: the address no longer names the quote, so a reload does not open the dialog again.
            'quoteReservation.ended': [
              {
                guard: 'reservedFromQuote',
                target: 'closed',
                actions: [
                  assign({ quoteId: null }),
                  { type: 'navigate', params: { to: '/constructor/sales', replace: true } },
                  'refreshList',
                ],
              },
              {
                target: 'closed',
                actions: [
                  assign({ quoteId: null }),
                  { type: 'navigate', params: { to: '/constructor/sales', replace: true } },
                ],
              },
            ],
          },
        },
        closed: {},
      },
    },
    reservation: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'reservation.open': {
              target: 'open',
              actions: assign({
                reservation: ({ context, event }) =>
                  context.reservations.find((r) => r.id === event.reservationId) ?? null,
              }),
            },
          },
        },
        open: {
          invoke: {
            id: 'reservationMachine',
            src: 'reservationMachine',
            input: ({ context }) => ({ reservation: context.reservation!, access: context.access }),
          },
          on: {
            'reservation.close': 'closed',
            // The separación ended here: the lists follow, and a sale opens with its instalments.
            'reservation.ended': [
              {
                guard: 'endedInSale',
                target: 'closed',
                actions: [
                  'refreshList',
                  raise(({ event }) => ({ type: 'sale.open', saleId: event.saleId! }) as const),
                ],
              },
              { target: 'closed', actions: 'refreshList' },
            ],
          },
        },
      },
    },
    detail: {
      initial: 'closed',
      on: {
        'sale.open': {
          target: '.open',
          actions: assign({ saleId: ({ event }) => event.saleId, sale: null, paymentError: null }),
        },
        'sale.close': { target: '.closed', actions: assign({ saleId: null, sale: null }) },
      },
      states: {
        closed: {},
        open: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadSale',
                src: 'loadSale',
                input: ({ context }) => ({ saleId: context.saleId! }),
                onDone: { target: 'ready', actions: assign({ sale: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({ detailError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            ready: {
              on: {
                'payment.submit': {
                  guard: 'canRecordPayment',
                  target: 'paying',
                  actions: assign({ paymentError: null }),
                },
              },
            },
            paying: {
              invoke: {
                id: 'savePayment',
                src: 'savePayment',
                input: ({ context, event }) => ({
                  saleId: context.saleId!,
                  payment: (event as Extract<SalesPageEvent, { type: 'payment.submit' }>).payment,
                }),
                onDone: {
                  target: 'ready',
                  actions: [assign({ sale: ({ event }) => event.output }), 'notifyPaid', 'refreshList'],
                },
                onError: {
                  target: 'ready',
                  actions: assign({ paymentError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            failed: {},
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'export.request': 'exporting' } },
        exporting: {
          invoke: {
            id: 'downloadCartera',
            src: 'downloadCartera',
            input: ({ context }) => filterOf(context),
            onDone: {
              target: 'idle',
              actions: {
                type: 'saveFile',
                params: ({ context, event }) => ({ file: event.output, companyId: context.companyId }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyError',
                params: ({ event }) => ({ message: errorMessage(event.error) }),
              },
            },
          },
        },
      },
    },
  },
});
