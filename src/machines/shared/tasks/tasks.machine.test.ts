import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import type { Task } from '#domain/lead-work';
import { asRole } from '#machines/sales/reservation/reservation.fixtures';
import { done, failed } from '#tests/xstate';
import { tasksMachine, type TasksEvent } from './tasks.machine';
import { selectTasksView } from './tasks.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const task = (id: number, overdue: boolean): Task => ({
  id,
  lead_id: 7,
  lead_name: 'Lucía Fernández',
  kind: 'call',
  title: 'Llamar',
  due_at: '2026-11-20T23:00:00.000Z',
  done_at: null,
  overdue,
  assigned_to: 3,
});

function start(role: 'MEMBER' | 'VIEWER', complete: () => Promise<Task> = async () => task(1, false)) {
  let open = [task(1, false), task(2, true), task(3, true)];
  const asked: unknown[] = [];
  const actor = createActor(
    tasksMachine.provide({
      actors: {
        loadTasks: fromPromise(async ({ input }) => {
          asked.push(input);
          return { tasks: open };
        }),
        completeTask: fromPromise(async ({ input }) => {
          const answer = await complete();
          open = open.filter((t) => t.id !== input.taskId);
          return answer;
        }),
      },
      actions: { notifyDone: () => {}, notifyError: () => {} },
    }),
    { input: { companyId: 1, access: asRole(role), scope: 'mine' } }
  ).start();
  return { actor, asked, view: () => selectTasksView(actor.getSnapshot()) };
}

describe('tasks machine (hand-written transitions)', () => {
  it("shows the caller's open tasks, overdue first", async () => {
    const { view, asked } = start('MEMBER');
    expect(view().loading).toBe(true);
    await flush();
    expect(asked).toEqual([{ companyId: 1, scope: 'mine' }]);
    expect(view().tasks.map((t) => t.id)).toEqual([2, 3, 1]);
  });

  it("'Marcar hecha' completes the task and the list loads again without it", async () => {
    const { actor, view } = start('MEMBER');
    await flush();
    actor.send({ type: 'task.complete', taskId: 2 });
    expect(view()).toMatchObject({ completingId: 2, canComplete: false });
    expect(view().tasks).toHaveLength(3);
    await flush();
    await flush();
    expect(view().tasks.map((t) => t.id)).toEqual([3, 1]);
  });

  it('a refusal keeps the task in the list', async () => {
    const { actor, view } = start('MEMBER', async () => {
      throw new ApiError('Tarea no encontrada.', 'http', 404);
    });
    await flush();
    actor.send({ type: 'task.complete', taskId: 2 });
    await flush();
    expect(view()).toMatchObject({ completingId: null, canComplete: true });
    expect(view().tasks).toHaveLength(3);
  });

  it('a viewer reads the tasks but cannot mark one done', async () => {
    const { actor, view } = start('VIEWER');
    await flush();
    actor.send({ type: 'task.complete', taskId: 2 });
    expect(view()).toMatchObject({ canComplete: false, completingId: null });
  });
});

describe('tasks machine (generated paths)', () => {
  type Snapshot = SnapshotFrom<typeof tasksMachine>;
  const events: TasksEvent[] = [
    { type: 'tasks.reload' },
    { type: 'task.complete', taskId: 2 },
    done('loadTasks', { tasks: [task(2, true)] }),
    failed('loadTasks', new ApiError('Sin conexión', 'network')),
    done('completeTask', task(2, true)),
    failed('completeTask', new ApiError('Sin conexión', 'network')),
  ];
  const paths = getShortestPaths(
    tasksMachine.provide({
      actors: {
        loadTasks: fromPromise(() => new Promise<{ tasks: Task[] }>(() => {})),
        completeTask: fromPromise(() => new Promise<Task>(() => {})),
      },
      actions: { notifyDone: () => {}, notifyError: () => {} },
    }),
    {
      input: { companyId: 1, access: asRole('MEMBER'), scope: 'overdue' },
      events,
      filterEvents: (s, e) => (s as Snapshot).can(e),
    }
  );

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((st) => st.state.value)));
    expect([...reached].sort()).toEqual(['completing', 'failed', 'loading', 'ready']);
  });

  it.each(paths.map((p) => [p.steps.map((st) => st.event.type).join(' → '), p] as const))(
    '%s: the projection agrees with the state',
    (_, path) => {
      for (const { state } of path.steps) {
        const s = state as Snapshot;
        const view = selectTasksView(s);
        expect(view.failed).toBe(s.matches('failed'));
        expect(view.canComplete).toBe(s.matches('ready'));
        expect(view.completingId !== null).toBe(s.matches('completing'));
      }
    }
  );
});
