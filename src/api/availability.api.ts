import type { AvailabilityBoard, BoardQuery, BoardUnit, UnitStatusEvent } from '#domain/availability';
import { type ApiClient, dataOf } from './client';

/** `GET /projects/{id}/availability`: the project's board with the filters applied, in one answer. */
export const fetchAvailabilityBoard = async (
  api: ApiClient,
  projectId: number,
  query: BoardQuery,
  signal?: AbortSignal
): Promise<AvailabilityBoard> =>
  dataOf(
    await api.GET('/projects/{id}/availability', { params: { path: { id: projectId }, query }, signal })
  );

/** `GET /properties/{id}/status-history`: a unit's status changes, newest first. */
export const fetchUnitStatusHistory = async (
  api: ApiClient,
  unitId: number,
  signal?: AbortSignal
): Promise<UnitStatusEvent[]> =>
  dataOf(await api.GET('/properties/{id}/status-history', { params: { path: { id: unitId } }, signal }));

/** `POST /properties/{id}/block` or `/unblock`: holds an available unit back, or releases a blocked one. */
export const holdUnit = async (
  api: ApiClient,
  unitId: number,
  hold: 'block' | 'unblock',
  reason: string,
  signal?: AbortSignal
): Promise<BoardUnit> =>
  dataOf(
    hold === 'block'
      ? await api.POST('/properties/{id}/block', {
          params: { path: { id: unitId } },
          body: { reason },
          signal,
        })
      : await api.POST('/properties/{id}/unblock', {
          params: { path: { id: unitId } },
          body: { reason },
          signal,
        })
  );
