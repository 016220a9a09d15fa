import { fromPromise } from 'xstate';
import type { Property } from '#domain/property';
import type { PropertyStatus } from '#domain/statuses';
import { api } from '#api/runtime';
import { updateUnit } from '#api/properties.api';

export type StatusChange = { projectId: number; unit: Property; status: PropertyStatus };

/** Changes one unit's status, naming the version that was read so a concurrent change is refused (409). */
export const changeUnitStatus = fromPromise<Property, StatusChange>(({ input, signal }) =>
  updateUnit(
    api,
    input.projectId,
    input.unit.id,
    { status: input.status, version: input.unit.version },
    signal
  )
);
