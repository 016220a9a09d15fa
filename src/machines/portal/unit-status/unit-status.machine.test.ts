import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { PROPERTY_CONFLICT_MESSAGE, type Property } from '#domain/property';
import { apto101 } from '#machines/portal/project-detail/project-detail.fixtures';
import type { StatusChange } from './unit-status.actors';
import { unitStatusMachine } from './unit-status.machine';
import { selectUnitStatusView } from './unit-status.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(result: (change: StatusChange) => Promise<Property>) {
  const changes: StatusChange[] = [];
  const notices: string[] = [];
  const emitted: string[] = [];
  const actor = createActor(
    unitStatusMachine.provide({
      actors: {
        changeUnitStatus: fromPromise<Property, StatusChange>(({ input }) => {
          changes.push(input);
          return result(input);
        }),
      },
      actions: {
        notifySaved: () => void notices.push('saved'),
        notifyFailed: () => void notices.push('failed'),
        // What the project page hears.
        reportChange: () => void emitted.push('changed'),
      },
    }),
    { input: { projectId: 11 } }
  ).start();
  return { actor, changes, notices, emitted };
}

describe('unit status machine', () => {
  it('saves a new status with the version that was read, then asks for fresh units', async () => {
    const { actor, changes, notices, emitted } = start(async (c) => ({
      ...c.unit,
      status: c.status,
      version: 2,
    }));
    actor.send({ type: 'status.change', unit: apto101, status: 'RESERVED' });
    expect(selectUnitStatusView(actor.getSnapshot())).toMatchObject({
      savingUnitId: apto101.id,
      canChange: false,
    });
    await flush();
    expect(changes).toEqual([{ projectId: 11, unit: apto101, status: 'RESERVED' }]);
    expect(notices).toEqual(['saved']);
    expect(emitted).toEqual(['changed']);
    expect(selectUnitStatusView(actor.getSnapshot())).toMatchObject({ savingUnitId: null, canChange: true });
  });

  it('ignores choosing the status the unit already has', () => {
    const { actor, changes } = start(async (c) => c.unit);
    actor.send({ type: 'status.change', unit: apto101, status: 'AVAILABLE' });
    expect(changes).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('stops on a concurrent change (409) and reloads only when asked', async () => {
    const { actor, notices, emitted } = start(async () => {
      throw new ApiError(PROPERTY_CONFLICT_MESSAGE, 'http', 409);
    });
    actor.send({ type: 'status.change', unit: apto101, status: 'SOLD' });
    await flush();
    expect(selectUnitStatusView(actor.getSnapshot())).toMatchObject({
      conflict: PROPERTY_CONFLICT_MESSAGE,
      conflictUnitName: 'Apto 101',
      canChange: false,
    });
    expect(notices).toEqual([]);
    actor.send({ type: 'status.change', unit: apto101, status: 'RESERVED' });
    expect(actor.getSnapshot().value).toBe('conflict');
    actor.send({ type: 'status.reload' });
    expect(emitted).toEqual(['changed']);
    expect(selectUnitStatusView(actor.getSnapshot())).toMatchObject({ conflict: null, canChange: true });
  });

  it('notifies other failures and returns to idle', async () => {
    const { actor, notices, emitted } = start(async () => {
      throw new ApiError('Error interno del servidor.', 'http', 500);
    });
    actor.send({ type: 'status.change', unit: apto101, status: 'SOLD' });
    await flush();
    expect(notices).toEqual(['failed']);
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
