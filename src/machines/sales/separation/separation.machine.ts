import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage, formRefusal, type FormRefusal } from '#api/api-error';
import { can, type Access } from '#domain/permissions';
import type { Reservation } from '#domain/sales';
import {
  SEPARATION_ANSWERS,
  SEPARATION_FORM_FIELDS,
  separationFormToRequest,
  type SeparationForm,
  type SeparationFormField,
} from '#domain/separation-form';
import { loadSeparation, saveSeparation } from './separation.actors';
import type { SeparationSource, SeparationStart } from './separation.types';

export const SEPARATION_SAVED = 'Unidad separada';

export type SeparationEvent =
  /** The form passed its Spanish validation (react-hook-form + zod). */
  { type: 'separation.submit'; values: SeparationForm } | { type: 'separation.retry' };

/** What the page hears when the unit was held here: its lists follow and the new separación opens. */
export type SeparationDoneEvent = { type: 'separation.done'; reservation: Reservation };

type Input = { source: SeparationSource; companyId: number; access: Access };
type Context = Input & {
  start: SeparationStart | null;
  /** Why the form could not be loaded. */
  error: string | null;
  /** The server's refusal of the form, on its field when it names one; the form keeps what was typed. */
  submitError: FormRefusal<SeparationFormField> | null;
};

/**
 * 'Separar': loads what the separación starts from, takes the lead, the deposit and how it was paid, and holds the
 * unit on the server, which decides between concurrent attempts; a refusal keeps what was typed and says why.
 */
export const separationMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as SeparationEvent,
    tags: {} as 'busy',
  },
  actors: { loadSeparation, saveSeparation },
  guards: {
    canReserve: ({ context }) => can(context.access, 'reservation.create', context.companyId),
  },
  actions: {
    rememberError: assign({ error: ({ event }) => ('error' in event ? errorMessage(event.error) : null) }),
    notifySaved: () => {
      toast.success(SEPARATION_SAVED);
    },
    reportDone: sendParent(({ event }) => ({
      type: 'separation.done',
      reservation: (event as unknown as { output: Reservation }).output,
    })),
  },
}).createMachine({
  id: 'separation',
  context: ({ input }) => ({ ...input, start: null, error: null, submitError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSeparation',
        src: 'loadSeparation',
        input: ({ context }) => ({ source: context.source, companyId: context.companyId }),
        onDone: { target: 'form', actions: assign({ start: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    failed: { on: { 'separation.retry': 'loading' } },
    form: {
      on: {
        'separation.submit': {
          guard: 'canReserve',
          target: 'saving',
          actions: assign({ submitError: null }),
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveSeparation',
        src: 'saveSeparation',
        input: ({ context, event }) =>
          separationFormToRequest(
            (event as Extract<SeparationEvent, { type: 'separation.submit' }>).values,
            context.start!
          ),
        onDone: { target: 'done', actions: ['notifySaved', 'reportDone'] },
        onError: {
          target: 'form',
          actions: assign({
            submitError: ({ event }) => formRefusal(event.error, SEPARATION_FORM_FIELDS, SEPARATION_ANSWERS),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
