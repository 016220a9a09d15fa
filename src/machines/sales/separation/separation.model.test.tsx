import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { httpError } from '#machines/shared/company-detail/company.fixtures';
import { asRole } from '#machines/sales/reservation/reservation.fixtures';
import { SeparationDialog } from '#ui/screens/sales/separation-dialog';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadSeparation, saveSeparation } from './separation.actors';
import {
  ALREADY_HELD,
  DEPOSIT_ABOVE_PRICE,
  depositRefused,
  fromQuote,
  fromUnit,
  held,
  unitHeld,
} from './separation.fixtures';
import { separationMachine, type SeparationEvent } from './separation.machine';

const events: SeparationEvent[] = [
  { type: 'separation.retry' },
  { type: 'separation.submit', values: { lead_id: 12, deposit: 5_000_000, deposit_method: 'cash' } },
  done('loadSeparation', fromUnit),
  failed('loadSeparation', httpError(503)),
  done('saveSeparation', held),
  failed('saveSeparation', depositRefused),
  failed('saveSeparation', unitHeld),
];

const machine = separationMachine.provide({ actions: { notifySaved: () => {}, reportDone: () => {} } });
const model = new TestModel(machine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(machine, {
    input: { source: { kind: 'unit', unitId: 30 }, companyId: 1, access: asRole('MEMBER') },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify([s.value, s.context.submitError]),
  })
);

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: /Separar/ });
const inDialog = () => within(dialog());

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it("the 'Separar' dialog follows its machine and keeps what was typed", async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadSeparation>();
    const save = controlled<typeof saveSeparation>();
    const ref = createActor(
      separationMachine.provide({
        actors: { loadSeparation: load.actor, saveSeparation: save.actor },
        actions: { notifySaved: () => {}, reportDone: () => {} },
      }),
      { input: { source: { kind: 'unit', unitId: 30 }, companyId: 1, access: asRole('MEMBER') } }
    ).start();
    render(<SeparationDialog separationRef={ref} onClose={() => {}} />);

    await path.test({
      events: {
        'separation.retry': async () => {
          await user.click(inDialog().getByRole('button', { name: 'Reintentar' }));
        },
        // The person fills what is still empty (after a refusal, everything typed is still there) and submits.
        'separation.submit': async () => {
          const lead = inDialog().getByLabelText(/^Lead/);
          if ((lead as HTMLSelectElement).value === '') await user.selectOptions(lead, 'Jorge Pérez');
          const deposit = inDialog().getByLabelText(/^Valor de la separación/);
          if ((deposit as HTMLInputElement).value === '') await user.type(deposit, '5.000.000');
          await user.selectOptions(inDialog().getByLabelText(/^Medio de pago/), 'Efectivo');
          await user.click(inDialog().getByRole('button', { name: 'Separar unidad' }));
        },
        ...settle({ loadSeparation: load, saveSeparation: save }),
      },
      states: {
        loading: async () => {
          await waitFor(() => expect(inDialog().getByText('Cargando...')).toBeInTheDocument());
        },
        failed: async () => {
          await waitFor(() => expect(inDialog().getByText('Error del servidor (503).')).toBeInTheDocument());
        },
        form: async () => {
          await waitFor(() => expect(dialog()).toHaveAccessibleName('Separar: Apto 301'));
          const refusal = ref.getSnapshot().context.submitError;
          if (refusal === null) {
            expect(inDialog().getByRole('button', { name: 'Separar unidad' })).toBeEnabled();
            return;
          }
          // Refused: the values stay as typed, and the reason is on its field or above the form.
          expect(inDialog().getByLabelText(/^Lead/)).toHaveValue('12');
          expect(inDialog().getByLabelText(/^Valor de la separación/)).toHaveValue('5.000.000');
          expect(inDialog().getByLabelText(/^Medio de pago/)).toHaveValue('cash');
          if (refusal.field === 'deposit') {
            await waitFor(() =>
              expect(inDialog().getByLabelText(/^Valor de la separación/)).toHaveAccessibleDescription(
                DEPOSIT_ABOVE_PRICE
              )
            );
          } else {
            expect(inDialog().getByRole('alert')).toHaveTextContent(ALREADY_HELD);
          }
        },
        saving: async () => {
          await waitFor(() =>
            expect(inDialog().getByRole('button', { name: /Separar unidad/ })).toHaveAttribute(
              'aria-busy',
              'true'
            )
          );
          expect(inDialog().getByRole('button', { name: 'Cancelar' })).toBeDisabled();
          expect(save.inputs.at(-1)).toEqual({
            property_id: 30,
            lead_id: 12,
            deposit: 5_000_000,
            deposit_method: 'cash',
          });
        },
        done: async () => {
          expect(ref.getSnapshot().status).toBe('done');
        },
      },
    });
    ref.stop();
  });
});

it('covers every state of the separación chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'failed', 'form', 'saving', 'done'])
    expect(reached).toContain(JSON.stringify(s));
});

describe("the 'Separar' form's own checks", () => {
  it('says in Spanish what is missing or wrong and sends nothing', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadSeparation>();
    const save = controlled<typeof saveSeparation>();
    const ref = createActor(
      separationMachine.provide({ actors: { loadSeparation: load.actor, saveSeparation: save.actor } }),
      { input: { source: { kind: 'unit', unitId: 30 }, companyId: 1, access: asRole('MEMBER') } }
    ).start();
    render(<SeparationDialog separationRef={ref} onClose={() => {}} />);
    load.resolve(fromUnit);
    await user.click(await screen.findByRole('button', { name: 'Separar unidad' }));
    expect(await screen.findByText('Elige el lead que separa la unidad')).toBeInTheDocument();
    expect(screen.getByText('El valor de la separación es obligatorio')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Valor de la separación/), 'cinco');
    await user.click(screen.getByRole('button', { name: 'Separar unidad' }));
    expect(await screen.findByText('El valor de la separación debe ser un número')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Valor de la separación/));
    await user.type(screen.getByLabelText(/^Valor de la separación/), '0');
    await user.click(screen.getByRole('button', { name: 'Separar unidad' }));
    expect(await screen.findByText('El valor de la separación debe ser mayor que cero')).toBeInTheDocument();
    expect(save.inputs).toEqual([]);
    ref.stop();
  });

  it("from a quote, sends the quote's lead and separación as they were offered", async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadSeparation>();
    const save = controlled<typeof saveSeparation>();
    const ref = createActor(
      separationMachine.provide({ actors: { loadSeparation: load.actor, saveSeparation: save.actor } }),
      { input: { source: { kind: 'quote', quoteId: 41 }, companyId: 1, access: asRole('MEMBER') } }
    ).start();
    render(<SeparationDialog separationRef={ref} onClose={() => {}} />);
    load.resolve(fromQuote);
    expect(await screen.findByLabelText(/^Lead/)).toHaveValue('9');
    expect(screen.getByLabelText(/^Valor de la separación/)).toHaveValue('5000000');
    await user.click(screen.getByRole('button', { name: 'Separar unidad' }));
    await waitFor(() =>
      expect(save.inputs).toEqual([
        { property_id: 30, lead_id: 9, quote_id: 41, deposit: 5_000_000, deposit_method: 'transfer' },
      ])
    );
    ref.stop();
  });
});
