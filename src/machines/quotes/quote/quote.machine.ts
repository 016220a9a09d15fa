import toast from 'react-hot-toast';
import { assign, setup, spawnChild } from 'xstate';
import { errorMessage, formRefusal } from '#api/api-error';
import { appConfig } from '#api/config';
import type { QuoteStep, QuoteStepRequest } from '#api/quotes.api';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { downloadQuotePdf, loadQuote, takeQuoteStep } from './quote.actors';
import { LINK_COPIED, PDF_FAILED, SAVED, STEP_OF, stepOfStatus } from './quote.steps';
import type { QuoteContext, QuoteEvent, StepEvent } from './quote.types';

/**
 * A quote's life on its page: borrador → (pendiente de aprobación) → enviada → aceptada / rechazada / vencida. Each
 * step is the server's: the machine sends it, then follows the status the server answers (an expired quote the
 * sweep has not marked yet comes back refused, and is read again).
 */
export const quoteMachine = setup({
  types: {
    input: {} as { id: number; canApprove: boolean; canWork: boolean; canReserve: boolean },
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    tags: {} as 'busy',
  },
  actors: { loadQuote, takeQuoteStep, downloadQuotePdf },
  guards: {
    canApprove: ({ context }) => context.canApprove,
    canWork: ({ context }) => context.canWork,
    canReserve: ({ context }) => context.canReserve,
    hasQuote: ({ context }) => context.quote !== null,
    hasPublicLink: ({ context }) => Boolean(context.quote?.public_path),
    isDraft: ({ context }) => context.quote?.status === 'draft',
    isPending: ({ context }) => context.quote?.status === 'pending_approval',
    isSent: ({ context }) => context.quote?.status === 'sent',
    isAccepted: ({ context }) => context.quote?.status === 'accepted',
    isRejected: ({ context }) => context.quote?.status === 'rejected',
    refusedReason: ({ event }) =>
      'error' in event && formRefusal(event.error, ['reason'] as const).field === 'reason',
  },
  actions: {
    notifySaved: (_, params: { step: QuoteStep }) => {
      toast.success(SAVED[params.step]);
    },
    notifyFailed: (_, params: { message: string }) => {
      toast.error(params.message);
    },
    navigate: (_, _params: NavigateParams) => {},
    /** The buyer's link (the API's address of the PDF) on the clipboard. */
    copyLink: ({ context }) => {
      void navigator.clipboard
        .writeText(`${appConfig.apiUrl}${context.quote!.public_path}`)
        .then(() => toast.success(LINK_COPIED));
    },
  },
}).createMachine({
  id: 'quote',
  context: ({ input }) => ({ ...input, quote: null, error: null, rejecting: null, reasonError: null }),
  initial: 'loading',
  on: {
    'quote.download': {
      guard: 'hasQuote',
      actions: spawnChild('downloadQuotePdf', {
        id: 'downloadQuotePdf',
        input: ({ context }) => ({ id: context.id }),
      }),
    },
    'xstate.error.actor.downloadQuotePdf': {
      actions: { type: 'notifyFailed', params: { message: PDF_FAILED } },
    },
    'quote.copyLink': { guard: 'hasPublicLink', actions: 'copyLink' },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'routing', actions: assign({ quote: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'quote.retry': 'loading' } },
    // Where the quote's status puts the page.
    routing: {
      always: [
        { guard: 'isDraft', target: 'draft' },
        { guard: 'isPending', target: 'pendingApproval' },
        { guard: 'isSent', target: 'sent' },
        { guard: 'isAccepted', target: 'accepted' },
        { guard: 'isRejected', target: 'rejected' },
        { target: 'expired' },
      ],
    },
    draft: { on: { 'quote.send': { guard: 'canWork', target: 'stepping' } } },
    // A discount above the company's cap: only an OWNER or ADMIN decides.
    pendingApproval: {
      on: {
        'quote.approve': { guard: 'canApprove', target: 'stepping' },
        'quote.reject': {
          guard: 'canApprove',
          target: 'askingReason',
          actions: assign({ rejecting: 'reject', reasonError: null }),
        },
      },
    },
    sent: {
      on: {
        'quote.accept': { guard: 'canWork', target: 'stepping' },
        'quote.decline': {
          guard: 'canWork',
          target: 'askingReason',
          actions: assign({ rejecting: 'decline', reasonError: null }),
        },
      },
    },
    // Turning a quote down says why: the dialog stays open while the step is taken, so nothing typed is lost.
    askingReason: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reason.submit': { target: 'saving', actions: assign({ reasonError: null }) },
            'reason.cancel': '#quote.routing',
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'takeQuoteStep',
            src: 'takeQuoteStep',
            input: ({ context, event }) => ({
              id: context.id,
              step: context.rejecting!,
              reason: (event as Extract<QuoteEvent, { type: 'reason.submit' }>).reason,
            }),
            onDone: {
              target: '#quote.routing',
              actions: [
                assign({ quote: ({ event }) => event.output, error: null }),
                {
                  type: 'notifySaved',
                  params: ({ context }) => ({ step: context.rejecting! }),
                },
              ],
            },
            onError: [
              // A reason the server refuses lands on its field.
              {
                guard: 'refusedReason',
                target: 'editing',
                actions: assign({ reasonError: ({ event }) => formRefusal(event.error, ['reason']).message }),
              },
              // Anything else (decided meanwhile, expired): say why and read the quote again.
              {
                target: '#quote.loading',
                actions: [
                  assign({ error: ({ event }) => errorMessage(event.error) }),
                  { type: 'notifyFailed', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                ],
              },
            ],
          },
        },
      },
    },
    stepping: {
      tags: 'busy',
      invoke: {
        id: 'takeQuoteStep',
        src: 'takeQuoteStep',
        input: ({ context, event }): { id: number } & QuoteStepRequest => ({
          id: context.id,
          step: STEP_OF[(event as StepEvent).type],
        }),
        onDone: {
          target: 'routing',
          actions: [
            assign({ quote: ({ event }) => event.output, error: null }),
            {
              type: 'notifySaved',
              params: ({ event }) => ({ step: stepOfStatus(event.output.status) }),
            },
          ],
        },
        // Refused (expired meanwhile, or another person's step first): say why and read the quote again.
        onError: {
          target: 'loading',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          ],
        },
      },
    },
    accepted: {
      on: {
        'quote.reserve': {
          guard: 'canReserve',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: `/constructor/sales?quote_id=${context.id}` }),
          },
        },
      },
    },
    rejected: {},
    expired: {},
  },
});
