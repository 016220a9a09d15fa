import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import type { Task, TaskCreate, Visit, VisitCreate } from '#domain/lead-work';
import type { AgendaOptions } from '#machines/leads/agenda-page/agenda-page.actors';
import { asRole } from '#machines/sales/reservation/reservation.fixtures';
import { done, failed } from '#tests/xstate';
import { leadWorkMachine, type LeadWorkEvent } from './lead-work.machine';
import { selectLeadWorkView } from './lead-work.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const PAST = 'La visita no puede agendarse en el pasado.';
const task: Task = {
  id: 1,
  lead_id: 7,
  lead_name: 'Lucía Fernández',
  kind: 'quote',
  title: 'Enviar cotización',
  due_at: '2099-01-10T23:00:00.000Z',
  done_at: null,
  overdue: false,
  assigned_to: 3,
};
const visit: Visit = {
  id: 5,
  lead_id: 7,
  lead_name: 'Lucía Fernández',
  project_id: 11,
  project_name: 'Torres del Poblado',
  salesperson_id: 3,
  salesperson_name: 'Mateo',
  starts_at: '2099-01-15T15:00:00.000Z',
  status: 'scheduled',
};
const options: AgendaOptions = { salespeople: [{ id: 3, name: 'Mateo' }], projects: [], leads: [] };
const booking = { date: '2099-01-15', time: '10:00', project_id: 11, salesperson_id: 3 };

function start(role: 'MEMBER' | 'VIEWER', schedule: () => Promise<Visit> = async () => visit) {
  const state = { tasks: [] as Task[], visits: [] as Visit[] };
  const calls: unknown[] = [];
  const actor = createActor(
    leadWorkMachine.provide({
      actors: {
        loadLeadWork: fromPromise(async () => ({ ...state })),
        loadAgendaOptions: fromPromise(async () => options),
        addTask: fromPromise(async ({ input }) => {
          calls.push(input);
          state.tasks = [task];
          return task;
        }),
        toggleTask: fromPromise(async ({ input }) => {
          calls.push(input);
          state.tasks = [{ ...task, done_at: '2099-01-09T15:00:00.000Z' }];
          return state.tasks[0]!;
        }),
        scheduleVisit: fromPromise(async ({ input }) => {
          calls.push(input);
          const answer = await schedule();
          state.visits = [answer];
          return answer;
        }),
      },
    }),
    { input: { leadId: 7, companyId: 1, access: asRole(role) } }
  ).start();
  return { actor, calls, view: () => selectLeadWorkView(actor.getSnapshot()) };
}

describe('lead work machine (hand-written transitions)', () => {
  it("adds 'Enviar cotización', marks it done, and the lists load again each time", async () => {
    const { actor, calls, view } = start('MEMBER');
    await flush();
    actor.send({ type: 'task.add', task: { kind: 'quote', due_date: '2099-01-10', due_time: '18:00' } });
    expect(view().taskBusy).toBe(true);
    await flush();
    await flush();
    expect(view().tasks.map((t) => t.title)).toEqual(['Enviar cotización']);
    actor.send({ type: 'task.toggle', taskId: 1, done: true });
    await flush();
    await flush();
    expect(view().tasks[0]!.done_at).not.toBeNull();
    expect(calls).toEqual([
      { leadId: 7, task: { kind: 'quote', due_date: '2099-01-10', due_time: '18:00' } },
      { taskId: 1, done: true },
    ]);
  });

  it("'Agendar visita' loads the salespeople, books the visit, and lists it with its status", async () => {
    const { actor, view } = start('MEMBER');
    await flush();
    actor.send({ type: 'visit.schedule' });
    await flush();
    expect(view()).toMatchObject({ visitForm: true, salespeople: options.salespeople });
    actor.send({ type: 'visit.submit', visit: booking });
    await flush();
    await flush();
    expect(view()).toMatchObject({ visitForm: false, visits: [visit] });
  });

  it('a visit in the past stays in the form with the reason', async () => {
    const { actor, view } = start('MEMBER', async () => {
      throw new ApiError(PAST, 'http', 422);
    });
    actor.send({ type: 'visit.schedule' });
    await flush();
    actor.send({ type: 'visit.submit', visit: { ...booking, date: '2020-01-01' } });
    await flush();
    expect(view()).toMatchObject({ visitForm: true, visitSaving: false, visitError: PAST });
  });

  it('a viewer reads the work on the lead but changes nothing', async () => {
    const { actor, calls, view } = start('VIEWER');
    await flush();
    actor.send({ type: 'task.add', task: { kind: 'call', due_date: '2099-01-10', due_time: '18:00' } });
    actor.send({ type: 'visit.schedule' });
    expect(view()).toMatchObject({ canManageTasks: false, canScheduleVisit: false, visitForm: false });
    expect(calls).toEqual([]);
  });
});

describe('lead work machine (generated paths)', () => {
  type Snapshot = SnapshotFrom<typeof leadWorkMachine>;
  const events: LeadWorkEvent[] = [
    { type: 'task.add', task: { kind: 'call', due_date: '2099-01-10', due_time: '18:00' } },
    { type: 'task.toggle', taskId: 1, done: true },
    { type: 'visit.schedule' },
    { type: 'visit.cancel' },
    { type: 'visit.submit', visit: booking },
    { type: 'work.reload' },
    done('loadLeadWork', { tasks: [task], visits: [visit] }),
    failed('loadLeadWork', new ApiError('Sin conexión', 'network')),
    done('loadAgendaOptions', options),
    done('addTask', task),
    failed('addTask', new ApiError('Describe la tarea', 'http', 422)),
    done('scheduleVisit', visit),
    failed('scheduleVisit', new ApiError(PAST, 'http', 422)),
  ] as LeadWorkEvent[];
  const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
  const paths = getShortestPaths(
    leadWorkMachine.provide({
      actors: {
        loadLeadWork: pending<{ tasks: Task[]; visits: Visit[] }, { companyId: number; leadId: number }>(),
        loadAgendaOptions: pending<AgendaOptions, { companyId: number; withLeads: boolean }>(),
        addTask: pending<Task, { leadId: number; task: TaskCreate }>(),
        toggleTask: pending<Task, { taskId: number; done: boolean }>(),
        scheduleVisit: pending<Visit, { leadId: number; visit: VisitCreate }>(),
      },
    }),
    {
      input: { leadId: 7, companyId: 1, access: asRole('MEMBER') },
      events,
      filterEvents: (s, e) => (s as Snapshot).can(e),
      serializeState: (s) =>
        JSON.stringify([
          (s as Snapshot).value,
          (s as Snapshot).context.visitError,
          (s as Snapshot).context.taskError,
        ]),
    }
  );

  it('reaches every state of the lists, the tasks and the visit form', () => {
    const values = paths.flatMap((p) =>
      p.steps.map((st) => (st.state as Snapshot).value as { lists: string; tasks: string; visit: string })
    );
    for (const [region, states] of [
      ['lists', ['loading', 'ready', 'failed']],
      ['tasks', ['idle', 'adding', 'toggling']],
      ['visit', ['closed', 'options', 'editing', 'saving']],
    ] as const)
      for (const state of states) expect(values.some((v) => v[region] === state)).toBe(true);
  });

  it.each(paths.map((p) => [p.steps.map((st) => st.event.type).join(' → '), p] as const))(
    '%s: the projection agrees with the state',
    (_, path) => {
      for (const { state } of path.steps) {
        const s = state as Snapshot;
        const view = selectLeadWorkView(s);
        expect(view.loading).toBe(s.matches({ lists: 'loading' }));
        expect(view.taskBusy).toBe(!s.matches({ tasks: 'idle' }));
        expect(view.visitForm).toBe(s.matches({ visit: 'editing' }) || s.matches({ visit: 'saving' }));
        expect(view.canScheduleVisit).toBe(s.matches({ visit: 'closed' }));
      }
    }
  );
});
