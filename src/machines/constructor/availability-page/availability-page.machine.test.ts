import { createActor, fromPromise } from 'xstate';
import type { AvailabilityBoard, BoardUnit, UnitStatusEvent } from '#domain/availability';
import { unitPanelMachine } from '../unit-panel/unit-panel.machine';
import { availabilityPageMachine } from './availability-page.machine';

const flush = () => new Promise((r) => setTimeout(r, 0));

const unit = (id: number, name: string): BoardUnit => ({
  id,
  name,
  tower: 'Torre 1',
  floor_number: 3,
  status: 'AVAILABLE',
  price: 480_000_000,
  currency: 'COP',
  area: 72.5,
  bedrooms: 2,
  property_model_id: null,
  property_model_name: null,
});

const board: AvailabilityBoard = {
  project: { id: 4, name: 'Torres del Poblado', company_id: 3 },
  counts: { AVAILABLE: 2, RESERVED: 0, SOLD: 0, RENTED: 0, BLOCKED: 0 },
  total: 2,
  models: [],
  bedrooms: [2],
  units: [unit(1, 'Apto 301'), unit(2, 'Apto 302')],
};

async function start() {
  const errors: unknown[] = [];
  const page = createActor(
    availabilityPageMachine.provide({
      actors: {
        loadBoard: fromPromise(async () => board),
        unitPanel: unitPanelMachine.provide({
          actors: { loadUnitHistory: fromPromise(async (): Promise<UnitStatusEvent[]> => []) },
        }),
      },
    }),
    { input: { projectId: 4, access: { roles: { 3: 'MEMBER' }, permissions: [] } } }
  );
  page.subscribe({ error: (error) => errors.push(error) });
  page.start();
  await flush();
  const panelUnit = () => page.getSnapshot().context.panel?.getSnapshot().context.unit.name ?? null;
  return { page, errors, panelUnit };
}

describe('availability page machine', () => {
  it('closes the unit panel and opens it again, on another unit, without failing', async () => {
    const { page, errors, panelUnit } = await start();
    page.send({ type: 'unit.open', unitId: 1 });
    expect(panelUnit()).toBe('Apto 301');
    page.send({ type: 'panel.close' });
    expect(page.getSnapshot().context.panel).toBeNull();
    expect(page.getSnapshot().children.unitPanel).toBeUndefined();
    page.send({ type: 'unit.open', unitId: 2 });
    expect(panelUnit()).toBe('Apto 302');
    expect(page.getSnapshot().status).toBe('active');
    expect(errors).toEqual([]);
  });

  it('opening another unit while a panel is open replaces it', async () => {
    const { page, errors, panelUnit } = await start();
    page.send({ type: 'unit.open', unitId: 1 });
    const first = page.getSnapshot().context.panel!;
    page.send({ type: 'unit.open', unitId: 2 });
    expect(panelUnit()).toBe('Apto 302');
    expect(first.getSnapshot().status).toBe('stopped');
    expect(errors).toEqual([]);
  });
});
