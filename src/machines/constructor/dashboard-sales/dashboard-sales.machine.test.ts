import { createActor, fromPromise } from 'xstate';
import type { Collection, Funnel } from '#domain/sales-funnel';
import { dashboardSalesMachine } from './dashboard-sales.machine';
import { selectDashboardSalesView } from './dashboard-sales.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const collection: Collection = {
  month: '2026-11',
  label: 'Nov 2026',
  due: 40_000_000,
  collected: 30_000_000,
};
const counts = { leads: 0, quotes: 0, reservations: 0, sales: 0 };
const funnel: Funnel = {
  months: [{ month: '2026-11', label: 'Nov 2026', leads: 8, quotes: 4, reservations: 2, sales: 1 }],
  by_origin: [
    { origin: 'chat', leads: 5, quotes: 3, reservations: 2, sales: 1 },
    { origin: 'manual', ...counts },
    { origin: 'public_form', ...counts },
    { origin: 'website', leads: 3, quotes: 1, reservations: 0, sales: 0 },
  ],
  totals: { leads: 8, quotes: 4, reservations: 2, sales: 1 },
};

function start(load: () => Promise<{ collection: Collection; funnel: Funnel }>) {
  const files: string[] = [];
  const actor = createActor(
    dashboardSalesMachine.provide({
      actors: {
        loadSalesFigures: fromPromise(load),
        downloadFunnel: fromPromise(async () => new Blob(['x'])),
      },
      actions: { saveFile: () => void files.push('csv'), notifyError: () => {} },
    }),
    { input: { companyId: 1 } }
  ).start();
  return { actor, files, view: () => selectDashboardSalesView(actor.getSnapshot()) };
}

describe('dashboard sales figures', () => {
  it('shows collected vs due and each step with its conversion from the one before', async () => {
    const { view } = start(async () => ({ collection, funnel }));
    expect(view().loading).toBe(true);
    await flush();
    expect(view().collectedPct).toBe(75);
    expect(view().steps.map((s) => [s.label, s.count, s.conversion])).toEqual([
      ['Leads', 8, null],
      ['Cotizaciones', 4, 50],
      ['Separaciones', 2, 50],
      ['Ventas', 1, 50],
    ]);
    expect(view().byOrigin.map((o) => [o.label, o.toSale])).toEqual([
      ['Chat', 20],
      ['Manual', null],
      ['Formulario público', null],
      ['Sitio web', 0],
    ]);
  });

  it('says it failed, retries on request, and downloads the CSV', async () => {
    let fail = true;
    const { actor, files, view } = start(async () => {
      if (fail) throw new Error('caído');
      return { collection, funnel };
    });
    await flush();
    expect(view().failed).toBe(true);
    fail = false;
    actor.send({ type: 'figures.reload' });
    await flush();
    expect(view()).toMatchObject({ failed: false, loading: false });
    actor.send({ type: 'funnel.export' });
    expect(view().exporting).toBe(true);
    await flush();
    expect(files).toEqual(['csv']);
  });
});
