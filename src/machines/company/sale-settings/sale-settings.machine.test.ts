import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { SaleSettings, SaleSettingsUpdate } from '#domain/sale-settings';
import { SALE_SETTINGS_STALE, saleSettingsMachine } from './sale-settings.machine';
import { selectSaleSettingsView } from './sale-settings.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const read: SaleSettings = {
  company_id: 1,
  quote_validity_days: 15,
  member_max_discount_pct: 5,
  reservation_days: 7,
  version: 1,
};
const values = { quote_validity_days: 30, member_max_discount_pct: 10, reservation_days: 5 };

function start(store: (body: SaleSettingsUpdate) => Promise<SaleSettings>) {
  const sent: SaleSettingsUpdate[] = [];
  const actor = createActor(
    saleSettingsMachine.provide({
      actors: {
        loadSaleSettings: fromPromise(async () => read),
        storeSaleSettings: fromPromise(async ({ input }) => {
          sent.push(input.body);
          return store(input.body);
        }),
      },
      actions: { notifySaved: () => {} },
    }),
    { input: { companyId: 1 } }
  ).start();
  return { actor, sent, view: () => selectSaleSettingsView(actor.getSnapshot()) };
}

describe('sale settings machine', () => {
  it('saves the three settings with the version read', async () => {
    const { actor, sent, view } = start(async (body) => ({ ...read, ...body, version: 2 }));
    await flush();
    actor.send({ type: 'settings.save', values });
    expect(view().saving).toBe(true);
    await flush();
    expect(sent).toEqual([{ ...values, version: 1 }]);
    expect(view()).toMatchObject({
      saving: false,
      error: null,
      settings: { quote_validity_days: 30, version: 2 },
    });
  });

  it('shows the current copy when another person saved first, and a refusal in Spanish otherwise', async () => {
    const current = { ...read, reservation_days: 3, version: 4 };
    const raced = start(async () => {
      throw new ApiError('Conflicto', 'http', 409, { detail: 'x', current });
    });
    await flush();
    raced.actor.send({ type: 'settings.save', values });
    await flush();
    expect(raced.view()).toMatchObject({ settings: current, error: SALE_SETTINGS_STALE });

    const refused = start(async () => {
      throw new ApiError('No tienes permiso para esta acción', 'http', 403);
    });
    await flush();
    refused.actor.send({ type: 'settings.save', values });
    await flush();
    expect(refused.view()).toMatchObject({ settings: read, error: 'No tienes permiso para esta acción' });
  });
});
