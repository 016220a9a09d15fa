import { createActor, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { ApiError } from '#api/api-error';
import type { Deleted } from '#domain/project';
import type { DeleteTarget } from './delete-target';
import { entityDeleteMachine, type EntityDeletedEvent, type EntityLeaveEvent } from './entity-delete.machine';
import { selectDeleteView } from './entity-delete.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

/** The dialog invoked by a stand-in page machine, which records what the dialog reports to it. */
function start(result: () => Promise<Deleted>) {
  const deleted: DeleteTarget[] = [];
  const notices: string[] = [];
  const reported: (EntityDeletedEvent | EntityLeaveEvent)[] = [];
  const dialog = entityDeleteMachine.provide({
    actors: {
      deleteEntity: fromPromise<Deleted, DeleteTarget>(async ({ input }) => {
        deleted.push(input);
        return result();
      }),
    },
    actions: {
      notifyDeleted: () => void notices.push('deleted'),
      notifyFailed: () => void notices.push('failed'),
    },
  });
  const page = createActor(
    setup({ actors: { dialog } }).createMachine({
      invoke: { id: 'dialog', src: 'dialog' },
      on: {
        'entity.deleted': { actions: ({ event }) => void reported.push(event as EntityDeletedEvent) },
        'entity.leave': { actions: ({ event }) => void reported.push(event as EntityLeaveEvent) },
      },
    })
  ).start();
  const actor = page.getSnapshot().children.dialog as ActorRefFrom<typeof entityDeleteMachine>;
  return { actor, deleted, notices, reported };
}

const property: DeleteTarget = { kind: 'property', id: 7, name: 'Apto 101', projectId: null };
const project: DeleteTarget = {
  kind: 'project',
  id: 3,
  name: 'Torres',
  redirectTo: '/projects?estado=todos',
};
const usedModel: DeleteTarget = { kind: 'model', id: 9, name: 'Tipo A', propertiesCount: 4 };
const unusedModel: DeleteTarget = { kind: 'model', id: 10, name: 'Tipo B', propertiesCount: 0 };

describe('entity delete machine', () => {
  it('asks for confirmation, deletes, notifies and announces the deletion', async () => {
    const { actor, deleted, notices, reported } = start(async () => ({ message: 'ok' }));
    actor.send({ type: 'delete.request', target: property });
    expect(selectDeleteView(actor.getSnapshot())).toMatchObject({
      open: true,
      blocked: false,
      name: 'Apto 101',
    });
    actor.send({ type: 'delete.confirm' });
    expect(selectDeleteView(actor.getSnapshot()).busy).toBe(true);
    await flush();
    expect(deleted).toEqual([property]);
    expect(notices).toEqual(['deleted']);
    expect(reported).toEqual([{ type: 'entity.deleted', target: property }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectDeleteView(actor.getSnapshot()).open).toBe(false);
  });

  it('does nothing when cancelled', async () => {
    const { actor, deleted } = start(async () => ({ message: 'ok' }));
    actor.send({ type: 'delete.request', target: unusedModel });
    actor.send({ type: 'delete.cancel' });
    await flush();
    expect(deleted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('blocks a model still used by properties: a warning naming it and the count, no confirm', () => {
    const { actor } = start(async () => ({ message: 'ok' }));
    actor.send({ type: 'delete.request', target: usedModel });
    const view = selectDeleteView(actor.getSnapshot());
    expect(view).toMatchObject({ open: true, blocked: true });
    expect(view.blockedMessage).toContain('"Tipo A"');
    expect(view.blockedMessage).toContain('4 propiedades asociadas');
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the dialog open with the server’s reason when the delete fails, and can retry', async () => {
    let fail = true;
    const { actor, notices } = start(async () => {
      if (fail) throw new ApiError('El modelo está en uso', 'http', 409);
      return { message: 'ok' };
    });
    actor.send({ type: 'delete.request', target: unusedModel });
    actor.send({ type: 'delete.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(selectDeleteView(actor.getSnapshot()).error).toBe('El modelo está en uso');
    expect(notices).toEqual(['failed']);
    fail = false;
    actor.send({ type: 'delete.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('leaves a deleted project’s page 1.5 s after the notice', async () => {
    vi.useFakeTimers();
    try {
      const { actor, reported } = start(async () => ({ message: 'ok' }));
      actor.send({ type: 'delete.request', target: project });
      actor.send({ type: 'delete.confirm' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('leaving');
      expect(reported).toEqual([{ type: 'entity.deleted', target: project }]);
      await vi.advanceTimersByTimeAsync(1499);
      expect(reported).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(reported[1]).toEqual({ type: 'entity.leave', to: '/projects?estado=todos' });
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});
