import { fromPromise } from 'xstate';
import type { BoardUnit, UnitStatusEvent } from '#domain/availability';
import { fetchUnitStatusHistory, holdUnit } from '#api/availability.api';
import { api } from '#api/runtime';

/** The unit's status history. */
export const loadUnitHistory = fromPromise<UnitStatusEvent[], { unitId: number }>(({ input, signal }) =>
  fetchUnitStatusHistory(api, input.unitId, signal)
);

/** Runs a panel action that takes a reason, by the id of its entry in UNIT_ACTIONS. */
export const runUnitAction = fromPromise<
  BoardUnit,
  { action: 'block' | 'unblock'; unitId: number; reason: string }
>(({ input, signal }) => holdUnit(api, input.unitId, input.action, input.reason, signal));
