import { fromPromise } from 'xstate';
import type { AvailabilityBoard, BoardQuery } from '#domain/availability';
import { fetchAvailabilityBoard } from '#api/availability.api';
import { api } from '#api/runtime';

/** The project's board for the filters, in one call. */
export const loadBoard = fromPromise<AvailabilityBoard, { projectId: number; query: BoardQuery }>(
  ({ input, signal }) => fetchAvailabilityBoard(api, input.projectId, input.query, signal)
);
