import { createActor } from 'xstate';
import { controlled } from '#tests/xstate';
import { asRole } from '#machines/sales/reservation/reservation.fixtures';
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
import { separationMachine } from './separation.machine';
import { selectSeparationView } from './separation.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(role: 'OWNER' | 'MEMBER' | 'VIEWER' = 'MEMBER') {
  const load = controlled<typeof loadSeparation>();
  const save = controlled<typeof saveSeparation>();
  const reported: unknown[] = [];
  const actor = createActor(
    separationMachine.provide({
      actors: { loadSeparation: load.actor, saveSeparation: save.actor },
      actions: { notifySaved: () => {}, reportDone: ({ event }) => void reported.push(event) },
    }),
    { input: { source: { kind: 'unit', unitId: 30 }, companyId: 1, access: asRole(role) } }
  ).start();
  return { actor, load, save, reported, view: () => selectSeparationView(actor.getSnapshot()) };
}

describe('separation machine', () => {
  it('starts the form from a quote with its lead and its separación; from the board with nothing chosen', async () => {
    const quote = start();
    quote.load.resolve(fromQuote);
    await flush();
    expect(quote.view()).toMatchObject({
      loading: false,
      defaults: { lead_id: 9, deposit: 5_000_000, deposit_method: 'transfer' },
    });
    const unit = start();
    unit.load.resolve(fromUnit);
    await flush();
    expect(unit.view().defaults).toEqual({ deposit_method: 'transfer' });
  });

  it('sends the unit, the quote and the form’s values, and reports the separación made', async () => {
    const { actor, load, save, reported, view } = start();
    load.resolve(fromQuote);
    await flush();
    actor.send({
      type: 'separation.submit',
      values: { lead_id: 9, deposit: 5_000_000, deposit_method: 'cash' },
    });
    expect(view().busy).toBe(true);
    expect(save.inputs).toEqual([
      { property_id: 30, lead_id: 9, quote_id: 41, deposit: 5_000_000, deposit_method: 'cash' },
    ]);
    save.resolve(held);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(reported).toHaveLength(1);
  });

  it('puts a refusal about the deposit on its field and one about no field above the form', async () => {
    const { actor, load, save, view } = start();
    load.resolve(fromUnit);
    await flush();
    const values = { lead_id: 12, deposit: 999_000_000, deposit_method: 'transfer' } as const;
    actor.send({ type: 'separation.submit', values });
    expect(save.inputs[0]).toEqual({ property_id: 30, ...values });
    save.reject(depositRefused);
    await flush();
    expect(actor.getSnapshot().value).toBe('form');
    expect(view()).toMatchObject({
      busy: false,
      submitError: { field: 'deposit', message: DEPOSIT_ABOVE_PRICE },
    });
    actor.send({ type: 'separation.submit', values: { ...values, deposit: 5_000_000 } });
    expect(view().submitError).toBeNull();
    save.reject(unitHeld);
    await flush();
    expect(view().submitError).toEqual({ field: null, message: ALREADY_HELD });
  });

  it('lets no VIEWER submit', async () => {
    const { actor, load, save } = start('VIEWER');
    load.resolve(fromUnit);
    await flush();
    actor.send({ type: 'separation.submit', values: { lead_id: 9, deposit: 1, deposit_method: 'cash' } });
    expect(actor.getSnapshot().value).toBe('form');
    expect(save.inputs).toEqual([]);
  });
});
