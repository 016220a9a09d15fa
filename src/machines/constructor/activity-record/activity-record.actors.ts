import { fromPromise } from 'xstate';
import type { Activity, ActivityCreate } from '#domain/constructor-workspace';
import { createActivity } from '#api/constructor-dashboard.api';
import { api } from '#api/runtime';

/** Records the activity; answers the new feed entry. */
export const recordActivity = fromPromise<Activity, ActivityCreate>(({ input, signal }) =>
  createActivity(api, input, signal)
);
