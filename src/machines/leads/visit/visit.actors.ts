import { fromPromise } from 'xstate';
import type { Visit, VisitOutcomeRequest } from '#domain/lead-work';
import { api } from '#api/runtime';
import { recordVisitOutcome as postOutcome } from '#api/leads.api';

/** Records how a visit went; a rescheduled visit answers with its successor. */
export const recordVisitOutcome = fromPromise<Visit, { visitId: number; outcome: VisitOutcomeRequest }>(
  ({ input, signal }) => postOutcome(api, input.visitId, input.outcome, signal)
);
