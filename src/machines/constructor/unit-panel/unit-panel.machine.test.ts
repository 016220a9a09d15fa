import { createActor, fromPromise } from 'xstate';
import type { BoardUnit, UnitStatusEvent } from '#domain/availability';
import type { Access } from '#domain/permissions';
import { ApiError } from '#api/api-error';
import { unitPanelMachine } from './unit-panel.machine';
import { selectUnitPanelView } from './unit-panel.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

const unit: BoardUnit = {
  id: 7,
  name: 'Apto 301',
  tower: 'Torre 1',
  floor_number: 3,
  status: 'AVAILABLE',
  price: 480_000_000,
  currency: 'COP',
  area: 72.5,
  bedrooms: 2,
  property_model_id: 2,
  property_model_name: 'Tipo A',
};
const as = (role: 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER'): Access => ({
  roles: { 3: role },
  permissions: [],
});
const blockedEntry: UnitStatusEvent = {
  id: 1,
  from_status: 'AVAILABLE',
  to_status: 'BLOCKED',
  reason: 'Para la gerencia',
  changed_by_name: 'Olga',
  created_at: '2026-11-27T15:00:00.000Z',
};

function start(access: Access, run: () => Promise<BoardUnit> = async () => ({ ...unit, status: 'BLOCKED' })) {
  const calls: { action: string; unitId: number; reason: string }[] = [];
  let history: UnitStatusEvent[] = [];
  const panel = createActor(
    unitPanelMachine.provide({
      actors: {
        loadUnitHistory: fromPromise(async () => history),
        runUnitAction: fromPromise<
          BoardUnit,
          { action: 'block' | 'unblock'; unitId: number; reason: string }
        >(async ({ input }) => {
          calls.push(input);
          history = [blockedEntry];
          return run();
        }),
      },
      actions: { notifyDone: () => {}, reportChanged: () => {}, navigateToAction: () => {} },
    }),
    { input: { unit, companyId: 3, access } }
  ).start();
  const view = () => selectUnitPanelView(panel.getSnapshot());
  return { panel, view, calls };
}

describe('unit panel machine', () => {
  it('offers each role what the policy lets it do on an available unit', async () => {
    const labels = (role: Parameters<typeof as>[0]) =>
      start(as(role))
        .view()
        .actions.map((a) => a.label);
    await flush();
    expect(labels('OWNER')).toEqual(['Cotizar', 'Separar', 'Bloquear']);
    expect(labels('MEMBER')).toEqual(['Cotizar', 'Separar']);
    expect(labels('VIEWER')).toEqual([]);
  });

  it('sends Separar and Vender to the sales page with the unit; Vender only to who may sell a separated unit', async () => {
    const navigated: string[] = [];
    const open = (status: BoardUnit['status'], role: Parameters<typeof as>[0]) =>
      createActor(
        unitPanelMachine.provide({
          actors: { loadUnitHistory: fromPromise(async (): Promise<UnitStatusEvent[]> => []) },
          actions: {
            navigateToAction: ({ context, event }) => {
              const id = (event as { id: string }).id;
              navigated.push(`${id}:${context.unit.id}`);
            },
          },
        }),
        { input: { unit: { ...unit, status }, companyId: 3, access: as(role) } }
      ).start();
    const reserved = open('RESERVED', 'ADMIN');
    const available = open('AVAILABLE', 'MEMBER');
    await flush();
    expect(selectUnitPanelView(reserved.getSnapshot()).actions.map((a) => a.label)).toEqual(['Vender']);
    reserved.send({ type: 'unit.action', id: 'sell' });
    available.send({ type: 'unit.action', id: 'reserve' });
    expect(navigated).toEqual(['sell:7', 'reserve:7']);
    expect(selectUnitPanelView(open('RESERVED', 'MEMBER').getSnapshot()).actions).toEqual([]);
  });

  it('asks for a reason, refuses an empty one without calling, blocks and shows the new history', async () => {
    const { panel, view, calls } = start(as('ADMIN'));
    await flush();
    expect(view().history).toEqual([]);
    panel.send({ type: 'unit.action', id: 'block' });
    expect(view().reason).toMatchObject({ title: 'Bloquear unidad', confirm: 'Bloquear', error: null });
    panel.send({ type: 'reason.submit', reason: '  ' });
    expect(view().reason?.error).toBe('Escribe el motivo (al menos 3 caracteres)');
    expect(calls).toEqual([]);
    panel.send({ type: 'reason.submit', reason: ' Para la gerencia ' });
    await flush();
    await flush();
    expect(calls).toEqual([{ action: 'block', unitId: 7, reason: 'Para la gerencia' }]);
    expect(view().statusLabel).toBe('Bloqueado');
    expect(view().reason).toBeNull();
    expect(view().history).toEqual([
      expect.objectContaining({ change: 'Disponible → Bloqueado', reason: 'Para la gerencia', by: 'Olga' }),
    ]);
    // A blocked unit offers 'Liberar' instead.
    expect(view().actions.map((a) => a.label)).toEqual(['Liberar']);
  });

  it("keeps the reason dialog open with the server's refusal", async () => {
    const { panel, view } = start(as('OWNER'), async () => {
      throw new ApiError(
        'Solo se puede bloquear una unidad disponible; esta unidad está Vendido.',
        'http',
        409
      );
    });
    await flush();
    panel.send({ type: 'unit.action', id: 'block' });
    panel.send({ type: 'reason.submit', reason: 'Un motivo' });
    await flush();
    expect(panel.getSnapshot().value).toBe('askingReason');
    expect(view().reason?.error).toBe(
      'Solo se puede bloquear una unidad disponible; esta unidad está Vendido.'
    );
  });

  it('ignores an action the role may not take', async () => {
    const { panel } = start(as('MEMBER'));
    await flush();
    panel.send({ type: 'unit.action', id: 'block' });
    expect(panel.getSnapshot().value).toBe('idle');
  });
});
