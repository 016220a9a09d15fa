import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { authMachine } from '#machines/shell/auth/auth.machine';
import { AppActorsProvider } from '#ui/app-actors';
import { OfflineBanner } from '#ui/shell/offline-banner';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { checkBackend } from './health.actors';
import { healthMachine, type HealthEvent } from './health.machine';

const events: HealthEvent[] = [
  { type: 'health.retry' },
  done('checkBackend', true),
  done('checkBackend', false),
  failed('checkBackend'),
];

const model = new TestModel(healthMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(healthMachine, {
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
    // The last-check time makes every snapshot unique; the verdict is what identifies a state here.
    serializeState: (s) => JSON.stringify([s.value, s.context.wasOnline]),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the offline banner follows the health machine', async () => {
    const user = userEvent.setup();
    const check = controlled<typeof checkBackend>();
    const health = createActor(healthMachine.provide({ actors: { checkBackend: check.actor } })).start();
    // The banner reads only the health actor; the auth actor is never started.
    const auth = createActor(authMachine, { input: { url: 'http://localhost:3000/' } });
    render(
      <AppActorsProvider value={{ auth, health }}>
        <OfflineBanner />
      </AppActorsProvider>
    );
    await path.test({
      events: {
        'health.retry': () => user.click(screen.getByRole('button', { name: 'Reintentar' })),
        ...settle({ checkBackend: check }),
      },
      states: {
        online: () =>
          waitFor(() => expect(screen.queryByText('Modo Offline - Backend no disponible')).toBeNull()),
        offline: async () => {
          expect(await screen.findByText('Modo Offline - Backend no disponible')).toBeInTheDocument();
          expect(screen.getByText(/Última verificación hace \d+ s/)).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        },
        checking: (s) => {
          if (s.context.wasOnline === false)
            expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDisabled();
          else expect(screen.queryByText('Modo Offline - Backend no disponible')).toBeNull();
        },
      },
    });
    health.stop();
  });
});

it('covers every state of the health chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['checking', 'online', 'offline']) expect(reached).toContain(JSON.stringify(s));
});
