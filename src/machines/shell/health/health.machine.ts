import { assign, setup } from 'xstate';
import { checkBackend } from './health.actors';

export type HealthEvent = { type: 'health.retry' };

/** Spec §9: the backend is checked on load and every 30 s. */
export const HEALTH_INTERVAL_MS = 30_000;

/** Backend reachability: checking, online or offline, re-checked periodically and on demand. */
export const healthMachine = setup({
  types: {
    context: {} as { lastCheckedAt: number | null; wasOnline: boolean | null },
    events: {} as HealthEvent,
    tags: {} as 'checking',
  },
  actors: { checkBackend },
  guards: {
    answered: (_, params: { online: boolean }) => params.online,
  },
  actions: {
    stamp: assign({ lastCheckedAt: () => Date.now() }),
  },
}).createMachine({
  id: 'health',
  context: { lastCheckedAt: null, wasOnline: null },
  initial: 'checking',
  states: {
    checking: {
      tags: 'checking',
      invoke: {
        id: 'checkBackend',
        src: 'checkBackend',
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => ({ online: event.output }) },
            target: 'online',
            actions: ['stamp', assign({ wasOnline: true })],
          },
          { target: 'offline', actions: ['stamp', assign({ wasOnline: false })] },
        ],
        onError: { target: 'offline', actions: ['stamp', assign({ wasOnline: false })] },
      },
    },
    online: {
      after: { [HEALTH_INTERVAL_MS]: 'checking' },
    },
    // 'Reintentar' exists only on the offline banner.
    offline: {
      after: { [HEALTH_INTERVAL_MS]: 'checking' },
      on: { 'health.retry': 'checking' },
    },
  },
});
