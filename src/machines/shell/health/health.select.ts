import type { SnapshotFrom } from 'xstate';
import type { healthMachine } from './health.machine';

/** Offline means the last completed check failed; a re-check in progress keeps the previous verdict. */
export const selectHealthView = (s: SnapshotFrom<typeof healthMachine>) => ({
  offline: s.matches('offline') || (s.matches('checking') && s.context.wasOnline === false),
  checking: s.hasTag('checking'),
  lastCheckedAt: s.context.lastCheckedAt,
  canRetry: s.can({ type: 'health.retry' }),
});
