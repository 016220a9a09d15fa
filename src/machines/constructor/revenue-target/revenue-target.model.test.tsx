import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { formatMoney } from '#domain/format';
import { ApiError } from '#api/api-error';
import { RevenueTargetEditor } from '#ui/screens/constructor/dashboard/revenue-target-editor';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { saveRevenueTarget } from './revenue-target.actors';
import { revenueTargetMachine, type RevenueTargetEvent } from './revenue-target.machine';

type Snapshot = SnapshotFrom<typeof revenueTargetMachine>;

const CURRENT = 500_000_000;
const refused = new ApiError('La meta mensual debe ser mayor o igual a 0', 'http', 422);
const saved = { company_id: 1, monthly_target: 700_000_000 as number | null };

// The editor's gestures, and the server's two answers to a save.
const events: RevenueTargetEvent[] = [
  { type: 'target.edit' },
  { type: 'target.cancel' },
  { type: 'target.submit', values: { monthly_target: 700_000_000 } },
  done('saveRevenueTarget', saved),
  failed('saveRevenueTarget', refused),
];

// Toasts and the page's reload are the dashboard's business (its own model test); here the editor alone is under test.
const editor = revenueTargetMachine.provide({
  actions: { notifySaved: () => {}, notifyFailed: () => {}, reportSaved: () => {} },
});

const model = new TestModel(editor, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(editor, {
    input: { companyId: 1 },
    events,
    filterEvents: (s, e) => (s as Snapshot).can(e),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify([s.value, (s as Snapshot).context.error]),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the monthly target editor follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const save = controlled<typeof saveRevenueTarget>();
    const targetRef = createActor(editor.provide({ actors: { saveRevenueTarget: save.actor } }), {
      input: { companyId: 1 },
    }).start();
    render(<RevenueTargetEditor targetRef={targetRef} current={CURRENT} canEdit />);

    await path.test({
      events: {
        'target.edit': async () => {
          await user.click(screen.getByRole('button', { name: 'Editar meta' }));
        },
        'target.cancel': async () => {
          await user.click(screen.getByRole('button', { name: 'Cancelar' }));
        },
        'target.submit': async () => {
          const field = screen.getByLabelText('Meta mensual (COP)');
          await user.clear(field);
          await user.type(field, '700000000');
          await user.click(screen.getByRole('button', { name: 'Guardar meta' }));
        },
        ...settle({ saveRevenueTarget: save }),
      },
      states: {
        closed: () => {
          expect(screen.getByText(`Meta mensual: ${formatMoney(CURRENT)}`)).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Editar meta' })).toBeEnabled();
          expect(screen.queryByRole('form', { name: 'Meta mensual de ingresos' })).not.toBeInTheDocument();
        },
        editing: (s) => {
          expect(screen.getByRole('form', { name: 'Meta mensual de ingresos' })).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Guardar meta' })).toBeEnabled();
          if ((s as Snapshot).context.error) {
            expect(screen.getByRole('alert')).toHaveTextContent(refused.message);
            // A refused save keeps what was typed.
            expect(screen.getByLabelText('Meta mensual (COP)')).toHaveValue(700_000_000);
          } else {
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
            expect(screen.getByLabelText('Meta mensual (COP)')).toHaveValue(CURRENT);
          }
        },
        saving: () => {
          expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
          expect(screen.getByLabelText('Meta mensual (COP)')).toBeDisabled();
          expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
        },
      },
    });
    await act(async () => targetRef.stop());
  });
});

it('covers every state of the target editor chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['closed', 'editing', 'saving']) expect(reached).toContain(JSON.stringify(s));
});

it('shows the target without an editor to those who may not change it', () => {
  const targetRef = createActor(revenueTargetMachine, { input: { companyId: 1 } }).start();
  render(<RevenueTargetEditor targetRef={targetRef} current={null} canEdit={false} />);
  expect(screen.getByText('Meta mensual: Sin meta definida')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Editar meta' })).not.toBeInTheDocument();
  targetRef.stop();
});
