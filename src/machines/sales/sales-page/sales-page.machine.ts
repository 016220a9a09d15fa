import toast from 'react-hot-toast';
import { assign, enqueueActions, raise, setup } from 'xstate';
import { errorMessage, formRefusal, type FormRefusal } from '#api/api-error';
import type { DocumentType } from '#domain/countries';
import { can, type Access } from '#domain/permissions';
import {
  PAYMENT_ANSWERS,
  PAYMENT_FORM_FIELDS,
  SALES_PAGE_SIZE,
  type Cartera,
  type PaymentCreate,
  type Reservation,
  type SaleDetail,
} from '#domain/sales';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import {
  reservationMachine,
  type ReservationEndedEvent,
} from '#machines/sales/reservation/reservation.machine';
import { separationMachine, type SeparationDoneEvent } from '#machines/sales/separation/separation.machine';
import type { SeparationSource } from '#machines/sales/separation/separation.types';
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
  /** 'Separar' a unit, from an accepted quote or from the board. */
  | { type: 'separation.open'; source: SeparationSource }
  | { type: 'separation.close' }
  /** A sale's row: its instalments, payments and 'Registrar pago'. */
  | { type: 'sale.open'; saleId: number }
  | { type: 'sale.close' }
  | { type: 'payment.submit'; payment: PaymentCreate }
  | { type: 'export.request' };

/**
 * What the page was opened for (`?quote_id=` from a quote's 'Separar', `?unit_id=` from the board's 'Separar' or
 * 'Vender'): handled once, when the first list arrives.
 */
type Input = { companyId: number; access: Access; intent?: SeparationSource | null };
type Context = Omit<Input, 'intent'> & {
  intent: SeparationSource | null;
  projectId: number | null;
  page: number;
  cartera: Cartera | null;
  reservations: Reservation[];
  documentTypes: DocumentType[];
  reservation: Reservation | null;
  saleId: number | null;
  sale: SaleDetail | null;
  detailError: string | null;
  /** The server's refusal of 'Registrar pago', on its field when it names one; the form keeps what was typed. */
  paymentError: FormRefusal<keyof PaymentCreate> | null;
};

type RefreshEvent = { type: 'list.refresh' };
/** Opens a separación known in full (one just made here), without waiting for the list. */
type ShowReservationEvent = { type: 'reservation.show'; reservation: Reservation };

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
    events: {} as
      SalesPageEvent | RefreshEvent | ShowReservationEvent | ReservationEndedEvent | SeparationDoneEvent,
    tags: {} as 'loading',
  },
  actors: { loadSales, loadSale, savePayment, downloadCartera, reservationMachine, separationMachine },
  guards: {
    canRecordPayment: ({ context }) => can(context.access, 'payment.record', context.companyId),
    canReserve: ({ context }) => can(context.access, 'reservation.create', context.companyId),
    endedInSale: ({ event }) => event.type === 'reservation.ended' && event.saleId !== null,
  },
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    /**
     * The page's intent, once: a unit already separated opens its separación ('Vender', 'Liberar'); anything else
     * opens 'Separar'.
     */
    followIntent: raise(({ context }) => {
      const intent = context.intent!;
      const held =
        intent.kind === 'unit'
          ? context.reservations.find((r) => r.property_id === intent.unitId && r.status === 'active')
          : undefined;
      return held
        ? ({ type: 'reservation.show', reservation: held } as const)
        : ({ type: 'separation.open', source: intent } as const);
    }),
    forgetIntent: assign({ intent: null }),
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
    intent: input.intent ?? null,
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
              actions: [
                assign({
                  cartera: ({ event }) => event.output.cartera,
                  reservations: ({ event }) => event.output.reservations,
                  documentTypes: ({ event }) => event.output.documentTypes,
                  page: ({ event }) => event.output.cartera.page,
                }),
                enqueueActions(({ context, enqueue }) => {
                  if (!context.intent) return;
                  enqueue('followIntent');
                  enqueue('forgetIntent');
                }),
              ],
            },
            onError: 'failed',
          },
        },
        ready: {},
        failed: {},
      },
    },
    reservation: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'reservation.show': {
              target: 'open',
              actions: assign({ reservation: ({ event }) => event.reservation }),
            },
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
    separation: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            // Only a link can ask a role without 'reservation.create' to separate: it is told why nothing opens.
            'separation.open': [{ guard: 'canReserve', target: 'open' }, { target: 'refused' }],
          },
        },
        refused: {
          on: { 'separation.close': 'closed' },
        },
        open: {
          invoke: {
            id: 'separationMachine',
            src: 'separationMachine',
            input: ({ context, event }) => ({
              source: (event as Extract<SalesPageEvent, { type: 'separation.open' }>).source,
              companyId: context.companyId,
              access: context.access,
            }),
          },
          on: {
            'separation.close': 'closed',
            // The unit is held: the lists follow and the new separación opens, ready for 'Vender'.
            'separation.done': {
              target: 'closed',
              actions: [
                'refreshList',
                raise(({ event }) => ({ type: 'reservation.show', reservation: event.reservation }) as const),
              ],
            },
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
                  actions: assign({
                    paymentError: ({ event }) =>
                      formRefusal(event.error, PAYMENT_FORM_FIELDS, PAYMENT_ANSWERS),
                  }),
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
