import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { ApiError, errorMessage } from '#api/api-error';
import { colombiaDay } from '#domain/business-calendar';
import type { Access } from '#domain/permissions';
import { QUOTE_ERRORS } from '#domain/quote';
import {
  emptyQuoteForm,
  previewPlan,
  quoteFormToRequest,
  type QuoteForm,
  type QuoteFormField,
} from '#domain/quote-form';
import { PLAN_ERRORS, type PlanResult } from '#domain/quote-plan';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import {
  loadQuotableUnits,
  loadQuoteForm,
  saveQuote,
  type QuoteFormData,
  type UnitOption,
} from './quote-form-page.actors';

export const QUOTE_SAVED = 'Cotización guardada';
export const QUOTE_PENDING = 'Cotización guardada: espera la aprobación de un OWNER o ADMIN';

export type QuoteFormPageEvent =
  | AccessChangedEvent
  /** Any field changed: the preview follows. */
  | { type: 'form.change'; values: Partial<QuoteForm> }
  /** The form passed its Spanish validation (react-hook-form + zod). */
  | { type: 'form.submit'; values: QuoteForm }
  | { type: 'form.retry' }
  /** From a lead without a unit: the unit to quote. */
  | { type: 'unit.pick'; propertyId: number };

type Input = { companyId: number; propertyId: number | null; leadId: number | null; access: Access };

/** A refusal of the server, on the field it is about when there is one. */
export type SubmitError = { field: QuoteFormField | null; message: string };

type Context = Input & {
  /** The quote's date in the Colombian calendar, as the server dates it. */
  today: string;
  /** The units to pick from, when the address names none. */
  units: UnitOption[];
  data: QuoteFormData | null;
  preview: PlanResult | null;
  loadError: string | null;
  submitError: SubmitError | null;
};

const PLAN_FIELDS: Record<string, QuoteFormField> = {
  [PLAN_ERRORS.discountAbovePrice]: 'discount_value',
  [PLAN_ERRORS.separationAboveInitial]: 'separation_amount',
  [PLAN_ERRORS.subsidyAboveBalance]: 'subsidy_amount',
  [PLAN_ERRORS.deliveryInPast]: 'delivery_date',
  [PLAN_ERRORS.instalmentsAfterDelivery]: 'instalment_count',
  [QUOTE_ERRORS.leadElsewhere]: 'lead_id',
};

/** The field a refusal is about: the plan's and the lead's words, or the location of a validation issue. */
export function submitErrorOf(error: unknown): SubmitError {
  const message = errorMessage(error);
  if (PLAN_FIELDS[message]) return { field: PLAN_FIELDS[message], message };
  const detail = error instanceof ApiError ? (error.body as { detail?: unknown } | null)?.detail : null;
  if (Array.isArray(detail) && detail.length > 0) {
    const issue = detail[0] as { loc?: unknown[]; msg?: string };
    const loc = (issue.loc ?? []).map(String).filter((part) => part !== 'body');
    const field = (loc[0] === 'contact' ? `contact_${loc[1]}` : loc[0]) as QuoteFormField;
    return { field: field ?? null, message: issue.msg ?? message };
  }
  return { field: null, message };
}

/**
 * /constructor/quotes/new, 'Nueva cotización': the unit (from the address), a lead or a new contact, the plan's
 * terms with a live preview computed as the server computes it, and the save; a refusal lands on its field and the
 * form keeps every value.
 */
export const quoteFormPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as QuoteFormPageEvent,
    tags: {} as 'busy',
  },
  actors: { loadQuoteForm, loadQuotableUnits, saveQuote },
  guards: { hasUnit: ({ context }) => context.propertyId !== null },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    notifySaved: (_, params: { pending: boolean }) => {
      toast.success(params.pending ? QUOTE_PENDING : QUOTE_SAVED);
    },
  },
}).createMachine({
  id: 'quoteFormPage',
  context: ({ input }) => ({
    ...input,
    today: colombiaDay(new Date()),
    units: [],
    data: null,
    preview: null,
    loadError: null,
    submitError: null,
  }),
  initial: 'start',
  on: { 'access.changed': { actions: assign({ access: ({ event }) => event.access }) } },
  states: {
    start: { always: [{ guard: 'hasUnit', target: 'loading' }, { target: 'pickingUnit' }] },
    // 'Cotizar' from a lead that asked about no unit: the seller picks one first.
    pickingUnit: {
      initial: 'loadingUnits',
      states: {
        loadingUnits: {
          tags: 'busy',
          invoke: {
            id: 'loadQuotableUnits',
            src: 'loadQuotableUnits',
            input: ({ context }) => ({ companyId: context.companyId }),
            onDone: { target: 'choosing', actions: assign({ units: ({ event }) => event.output }) },
            onError: {
              target: '#quoteFormPage.failed',
              actions: assign({ loadError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        choosing: {
          on: {
            'unit.pick': {
              target: '#quoteFormPage.loading',
              actions: assign({ propertyId: ({ event }) => event.propertyId }),
            },
          },
        },
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadQuoteForm',
        src: 'loadQuoteForm',
        input: ({ context }) => ({
          companyId: context.companyId,
          propertyId: context.propertyId!,
          leadId: context.leadId,
        }),
        onDone: {
          target: 'editing',
          actions: assign({
            data: ({ event }) => event.output,
            preview: ({ context, event }) =>
              previewPlan(
                emptyQuoteForm(context.leadId, event.output.unit.deliveryDate),
                event.output.unit.price,
                context.today
              ),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    failed: { on: { 'form.retry': 'start' } },
    editing: {
      on: {
        'form.change': {
          actions: assign({
            preview: ({ context, event }) =>
              previewPlan(event.values, context.data!.unit.price, context.today),
          }),
        },
        'form.submit': { target: 'saving', actions: assign({ submitError: null }) },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveQuote',
        src: 'saveQuote',
        input: ({ context, event }) =>
          quoteFormToRequest(
            (event as Extract<QuoteFormPageEvent, { type: 'form.submit' }>).values,
            context.propertyId!
          ),
        onDone: {
          target: 'saved',
          actions: [
            {
              type: 'notifySaved',
              params: ({ event }) => ({ pending: event.output.status === 'pending_approval' }),
            },
            { type: 'navigate', params: ({ event }) => ({ to: `/constructor/quotes/${event.output.id}` }) },
          ],
        },
        // Refused: the error lands on its field; the form, never unmounted, keeps what was typed.
        onError: {
          target: 'editing',
          actions: assign({ submitError: ({ event }) => submitErrorOf(event.error) }),
        },
      },
    },
    saved: { type: 'final' },
  },
});
