import { act } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { PROPERTY_CONFLICT_MESSAGE } from '#domain/property';
import { apto101 } from '#machines/portal/project-detail/project-detail.fixtures';
import { startDetailPage } from '#machines/portal/project-detail-page/project-detail-page.test-support';
import { ProjectDetailPage } from '#ui/screens/projects/project-detail-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { changeUnitStatus } from './unit-status.actors';
import { unitStatusMachine, type UnitStatusEvent } from './unit-status.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const events: UnitStatusEvent[] = [
  { type: 'status.change', unit: apto101, status: 'RESERVED' },
  { type: 'status.reload' },
  done('changeUnitStatus', { ...apto101, status: 'RESERVED', version: 2 }),
  failed('changeUnitStatus', new ApiError(PROPERTY_CONFLICT_MESSAGE, 'http', 409)),
  failed('changeUnitStatus', new ApiError('Error interno del servidor.', 'http', 500)),
];

// Traversed alone, the chart has no page to tell that the units changed.
const chart = unitStatusMachine.provide({ actions: { reportChange: () => {} } });
const model = new TestModel(chart, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(chart, {
    input: { projectId: 11 },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the units table follows the unit status machine', async () => {
    const user = userEvent.setup({ delay: null });
    const change = controlled<typeof changeUnitStatus>();
    const { page } = startDetailPage({
      status: unitStatusMachine.provide({
        actors: { changeUnitStatus: change.actor },
        actions: { notifySaved: () => {}, notifyFailed: () => {} },
      }),
    });
    render(<ProjectDetailPage pageRef={page} />);
    await act(async () => {});
    const select = () => screen.getByRole('combobox', { name: 'Estado de Apto 101' });

    await path.test({
      events: {
        'status.change': async () => {
          await user.selectOptions(select(), 'RESERVED');
        },
        'status.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Recargar' }));
        },
        ...settle({ changeUnitStatus: change }),
      },
      states: {
        idle: () => {
          expect(select()).toBeEnabled();
          expect(screen.queryByText(PROPERTY_CONFLICT_MESSAGE)).not.toBeInTheDocument();
        },
        saving: () => {
          expect(select()).toBeDisabled();
          expect(select()).toHaveAttribute('aria-busy', 'true');
        },
        conflict: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('No se guardó el cambio de Apto 101');
          expect(screen.getByRole('alert')).toHaveTextContent(PROPERTY_CONFLICT_MESSAGE);
          expect(select()).toBeDisabled();
        },
      },
    });
    page.stop();
  });
});

it('covers every state of the unit status chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['idle', 'saving', 'conflict']) expect(reached).toContain(JSON.stringify(s));
});
