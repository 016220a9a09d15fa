import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { toActivityCreate, type ActivityFormValues } from '#domain/constructor-forms';
import { errorMessage } from '#api/api-error';
import { recordActivity } from './activity-record.actors';

export type ActivityRecordEvent = { type: 'activity.submit'; values: ActivityFormValues };

/** What the page hears when an activity was recorded: the feed must show it. */
export type ActivityRecordedEvent = { type: 'activity.recorded' };

/** The notice after an activity is recorded. */
export const ACTIVITY_RECORDED = 'Actividad registrada exitosamente';
/** The notice when recording fails; the reason shows next to the form. */
export const ACTIVITY_RECORD_ERROR = 'Error al registrar la actividad';

type Context = {
  companyId: number;
  /** Why the last submit failed. */
  error: string | null;
  /** Activities recorded so far: each one starts a fresh, empty form (the view keys the form by it). */
  recorded: number;
};

/**
 * Records an inspection or a material delivery by hand (`POST /constructor/activities`), one at a time, and tells
 * the page so it reloads the feed. A failure keeps what was typed and says why.
 */
export const activityRecordMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as Context,
    events: {} as ActivityRecordEvent,
    tags: {} as 'saving',
  },
  actors: { recordActivity },
  actions: {
    notifyRecorded: () => {
      toast.success(ACTIVITY_RECORDED);
    },
    notifyFailed: () => {
      toast.error(ACTIVITY_RECORD_ERROR);
    },
    reportRecorded: sendParent({ type: 'activity.recorded' } satisfies ActivityRecordedEvent),
  },
}).createMachine({
  id: 'activityRecord',
  context: ({ input }) => ({ companyId: input.companyId, error: null, recorded: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'activity.submit': { target: 'saving', actions: assign({ error: null }) } },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'recordActivity',
        src: 'recordActivity',
        input: ({ context, event }) =>
          toActivityCreate((event as ActivityRecordEvent).values, context.companyId),
        onDone: {
          target: 'idle',
          actions: [
            assign({ recorded: ({ context }) => context.recorded + 1 }),
            'notifyRecorded',
            'reportRecorded',
          ],
        },
        onError: {
          target: 'idle',
          actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'notifyFailed'],
        },
      },
    },
  },
});
