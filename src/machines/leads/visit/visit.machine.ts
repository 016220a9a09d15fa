import { assign, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Visit, VisitOutcomeRequest } from '#domain/lead-work';
import { recordVisitOutcome } from './visit.actors';

export type VisitEvent =
  | { type: 'visit.reminded' }
  | { type: 'visit.record'; outcome: VisitOutcomeRequest }
  | { type: 'visit.dismissError' };

type Context = { visit: Visit; pending: VisitOutcomeRequest | null; error: string | null };

/**
 * One sales-room visit: scheduled → reminded (the day before, by the queue's sweep) → attended, missed or
 * rescheduled. An outcome is recorded on the server first; the chart moves only when it answers, and a refusal
 * (a time in the past, a visit someone else already closed) keeps the visit where it was with the reason.
 */
export const visitMachine = setup({
  types: {
    input: {} as { visit: Visit },
    context: {} as Context,
    events: {} as VisitEvent,
  },
  actors: { recordVisitOutcome },
  actions: {
    closeAs: assign({
      visit: ({ context }) => ({ ...context.visit, status: context.pending!.outcome }),
      pending: null,
    }),
  },
  guards: {
    isScheduled: ({ context }) => context.visit.status === 'scheduled',
    isReminded: ({ context }) => context.visit.status === 'reminded',
    isAttended: ({ context }) => context.visit.status === 'attended',
    isMissed: ({ context }) => context.visit.status === 'missed',
    wasAttended: ({ context }) => context.pending?.outcome === 'attended',
    wasMissed: ({ context }) => context.pending?.outcome === 'missed',
  },
}).createMachine({
  id: 'visit',
  context: ({ input }) => ({ visit: input.visit, pending: null, error: null }),
  // The visit arrives in whatever state the server holds it.
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: 'isScheduled', target: 'open.scheduled' },
        { guard: 'isReminded', target: 'open.reminded' },
        { guard: 'isAttended', target: 'attended' },
        { guard: 'isMissed', target: 'missed' },
        { target: 'rescheduled' },
      ],
    },
    open: {
      initial: 'scheduled',
      on: {
        'visit.record': {
          target: 'recording',
          actions: assign({ pending: ({ event }) => event.outcome, error: null }),
        },
        'visit.dismissError': { actions: assign({ error: null }) },
      },
      states: {
        scheduled: {
          on: {
            'visit.reminded': {
              target: 'reminded',
              actions: assign({
                visit: ({ context }) => ({ ...context.visit, status: 'reminded' as const }),
              }),
            },
          },
        },
        reminded: {},
        // Back where the visit was before the refused outcome.
        hist: { type: 'history' },
      },
    },
    recording: {
      invoke: {
        id: 'recordVisitOutcome',
        src: 'recordVisitOutcome',
        input: ({ context }) => ({ visitId: context.visit.id, outcome: context.pending! }),
        onDone: [
          // The state names the outcome recorded, and the card's status follows the state, never a second source.
          { guard: 'wasAttended', target: 'attended', actions: 'closeAs' },
          { guard: 'wasMissed', target: 'missed', actions: 'closeAs' },
          // The answer is the successor visit; this one is closed as rescheduled.
          { target: 'rescheduled', actions: 'closeAs' },
        ],
        onError: {
          target: 'open.hist',
          actions: assign({ error: ({ event }) => errorMessage(event.error), pending: null }),
        },
      },
    },
    attended: { type: 'final' },
    missed: { type: 'final' },
    rescheduled: { type: 'final' },
  },
});
