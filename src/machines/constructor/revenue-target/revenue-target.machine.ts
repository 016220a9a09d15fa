import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import type { RevenueTargetFormValues } from '#domain/constructor-forms';
import { errorMessage } from '#api/api-error';
import { saveRevenueTarget } from './revenue-target.actors';

export type RevenueTargetEvent =
  | { type: 'target.edit' }
  | { type: 'target.cancel' }
  | { type: 'target.submit'; values: RevenueTargetFormValues };

/** What the page hears when the target changed: the chart must follow. */
export type RevenueTargetSavedEvent = { type: 'revenueTarget.saved' };

/** The notice after the target is saved. */
export const TARGET_SAVED = 'Meta mensual actualizada';
/** The notice when saving fails; the reason shows in the form. */
export const TARGET_SAVE_ERROR = 'Error al guardar la meta mensual';

/**
 * Editing the company's monthly revenue target (`PUT /companies/{id}/revenue-target`): closed, open, saving. A
 * saved target closes the form and tells the page; a failure keeps the form open with the reason.
 */
export const revenueTargetMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as { companyId: number; error: string | null },
    events: {} as RevenueTargetEvent,
    tags: {} as 'saving',
  },
  actors: { saveRevenueTarget },
  actions: {
    notifySaved: () => {
      toast.success(TARGET_SAVED);
    },
    notifyFailed: () => {
      toast.error(TARGET_SAVE_ERROR);
    },
    reportSaved: sendParent({ type: 'revenueTarget.saved' } satisfies RevenueTargetSavedEvent),
  },
}).createMachine({
  id: 'revenueTarget',
  context: ({ input }) => ({ companyId: input.companyId, error: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'target.edit': { target: 'editing', actions: assign({ error: null }) } } },
    editing: {
      on: {
        'target.cancel': 'closed',
        'target.submit': { target: 'saving', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveRevenueTarget',
        src: 'saveRevenueTarget',
        input: ({ context, event }) => ({
          companyId: context.companyId,
          monthlyTarget: (event as Extract<RevenueTargetEvent, { type: 'target.submit' }>).values
            .monthly_target,
        }),
        onDone: { target: 'closed', actions: ['notifySaved', 'reportSaved'] },
        onError: {
          target: 'editing',
          actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
        },
      },
    },
  },
});
