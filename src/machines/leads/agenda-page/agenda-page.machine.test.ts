import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import type { Visit } from '#domain/lead-work';
import { asRole } from '#machines/sales/reservation/reservation.fixtures';
import { done, failed } from '#tests/xstate';
import { visitMachine } from '#machines/leads/visit/visit.machine';
import { agendaPageMachine, type AgendaPageEvent } from './agenda-page.machine';
import { selectAgendaPageView } from './agenda-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const PAST = 'La visita no puede agendarse en el pasado.';
const visit = (id: number, over: Partial<Visit> = {}): Visit => ({
  id,
  lead_id: 7,
  lead_name: 'Lucía Fernández',
  project_id: 11,
  project_name: 'Torres del Poblado',
  salesperson_id: 3,
  salesperson_name: 'Mateo',
  starts_at: '2099-01-15T15:00:00.000Z',
  status: 'scheduled',
  ...over,
});
const week = [visit(1), visit(2, { salesperson_id: 4, project_id: 12 })];
const options = {
  salespeople: [{ id: 3, name: 'Mateo' }],
  projects: [{ id: 11, name: 'Torres del Poblado' }],
  leads: [{ id: 7, name: 'Lucía Fernández' }],
};
const booking = { lead_id: 7, date: '2099-01-16', time: '10:00', project_id: 11, salesperson_id: 3 };

function start(role: 'OWNER' | 'VIEWER' = 'OWNER', book: () => Promise<Visit> = async () => visit(3)) {
  const ranges: unknown[] = [];
  const booked: unknown[] = [];
  const page = createActor(
    agendaPageMachine.provide({
      actors: {
        loadAgendaOptions: fromPromise(async () => options),
        loadVisits: fromPromise(async ({ input }) => {
          ranges.push(input);
          return { visits: week };
        }),
        scheduleVisit: fromPromise(async ({ input }) => {
          booked.push(input);
          return book();
        }),
        // The outcome's request belongs to the visit's own chart; answered here at once.
        visitMachine: visitMachine.provide({
          actors: { recordVisitOutcome: fromPromise(async () => visit(1, { status: 'attended' })) },
        }),
      },
      actions: { notifyScheduled: () => {} },
    }),
    { input: { companyId: 1, access: asRole(role) } }
  ).start();
  return { page, ranges, booked, view: () => selectAgendaPageView(page.getSnapshot()) };
}

describe('agenda page machine (hand-written transitions)', () => {
  it("waits for the calendar's days, then loads them as Colombian instants", async () => {
    const { page, ranges, view } = start();
    await flush();
    expect(ranges).toEqual([]);
    page.send({ type: 'range.change', start: '2099-01-12', end: '2099-01-19' });
    await flush();
    expect(ranges).toEqual([
      { companyId: 1, from: '2099-01-12T05:00:00.000Z', to: '2099-01-19T05:00:00.000Z' },
    ]);
    expect(view().visits.map((v) => v.id)).toEqual([1, 2]);
    expect(view().salespeople).toEqual(options.salespeople);
  });

  it('filters by salesperson and by project without asking the server again', async () => {
    const { page, ranges, view } = start();
    page.send({ type: 'range.change', start: '2099-01-12', end: '2099-01-19' });
    await flush();
    page.send({ type: 'filter.salesperson', salespersonId: 4 });
    expect(view().visits.map((v) => v.id)).toEqual([2]);
    page.send({ type: 'filter.salesperson', salespersonId: null });
    page.send({ type: 'filter.project', projectId: 11 });
    expect(view().visits.map((v) => v.id)).toEqual([1]);
    expect(ranges).toHaveLength(1);
  });

  it('a clicked visit runs its own chart; an outcome reloads the days on screen', async () => {
    const { page, ranges, view } = start();
    page.send({ type: 'range.change', start: '2099-01-12', end: '2099-01-19' });
    await flush();
    page.send({ type: 'visit.open', visitId: 2 });
    const ref = view().visitRef!;
    expect(ref.getSnapshot().context.visit.id).toBe(2);
    page.send({ type: 'visit.open', visitId: 1 });
    expect(view().visitRef!.getSnapshot().context.visit.id).toBe(1);
    view().visitRef!.send({ type: 'visit.record', outcome: { outcome: 'attended' } });
    await waitFor(view().visitRef!, (v) => v.status === 'done');
    await flush();
    expect(ranges).toHaveLength(2);
    expect(view().visitRef!.getSnapshot().value).toBe('attended');
    page.send({ type: 'visit.close' });
    expect(view().visitRef).toBeNull();
  });

  it("'Agendar visita' books the visit for the chosen lead and reloads; a refusal stays in the form", async () => {
    const { page, booked, ranges, view } = start();
    page.send({ type: 'range.change', start: '2099-01-12', end: '2099-01-19' });
    await flush();
    page.send({ type: 'schedule.open' });
    page.send({ type: 'schedule.submit', values: booking });
    expect(view().saving).toBe(true);
    await flush();
    expect(booked).toEqual([
      { leadId: 7, visit: { date: '2099-01-16', time: '10:00', project_id: 11, salesperson_id: 3 } },
    ]);
    expect(view().scheduling).toBe(false);
    expect(ranges).toHaveLength(2);

    const refused = start('OWNER', async () => {
      throw new ApiError(PAST, 'http', 422);
    });
    refused.page.send({ type: 'schedule.open' });
    refused.page.send({ type: 'schedule.submit', values: { ...booking, date: '2020-01-01' } });
    await flush();
    expect(refused.view()).toMatchObject({ scheduling: true, saving: false, scheduleError: PAST });
  });

  it('a viewer sees the agenda but cannot open the booking form', () => {
    const { page, view } = start('VIEWER');
    page.send({ type: 'schedule.open' });
    expect(view()).toMatchObject({ canSchedule: false, scheduling: false });
  });
});

describe('agenda page machine (generated paths)', () => {
  type Snapshot = SnapshotFrom<typeof agendaPageMachine>;
  const events: AgendaPageEvent[] = [
    { type: 'range.change', start: '2099-01-12', end: '2099-01-19' },
    { type: 'visits.reload' },
    { type: 'schedule.open' },
    { type: 'schedule.cancel' },
    { type: 'schedule.submit', values: booking },
    done('loadVisits', { visits: week }),
    failed('loadVisits', new ApiError('Sin conexión', 'network')),
    done('scheduleVisit', visit(3)),
    failed('scheduleVisit', new ApiError(PAST, 'http', 422)),
  ];
  const chart = agendaPageMachine.provide({
    actors: {
      loadAgendaOptions: fromPromise(() => new Promise<typeof options>(() => {})),
      loadVisits: fromPromise(() => new Promise<{ visits: Visit[] }>(() => {})),
      scheduleVisit: fromPromise(() => new Promise<Visit>(() => {})),
    },
    actions: { notifyScheduled: () => {} },
  });
  const paths = getShortestPaths(chart, {
    input: { companyId: 1, access: asRole('MEMBER') },
    events,
    filterEvents: (s, e) => (s as Snapshot).can(e),
    serializeState: (s) => JSON.stringify([(s as Snapshot).value, (s as Snapshot).context.scheduleError]),
  });

  it('reaches every state of the calendar and of the booking form', () => {
    const reached = new Set(
      paths.flatMap((p) => p.steps.map((st) => JSON.stringify((st.state as Snapshot).value)))
    );
    const regions = [...reached].map((r) => JSON.parse(r) as { visits: string; schedule: string });
    for (const v of ['waiting', 'loading', 'ready', 'failed'])
      expect(regions.some((r) => r.visits === v)).toBe(true);
    for (const f of ['closed', 'editing', 'saving']) expect(regions.some((r) => r.schedule === f)).toBe(true);
  });

  it.each(paths.map((p) => [p.steps.map((st) => st.event.type).join(' → '), p] as const))(
    '%s: the projection agrees with the state',
    (_, path) => {
      for (const { state } of path.steps) {
        const s = state as Snapshot;
        const view = selectAgendaPageView(s);
        expect(view.loading).toBe(s.matches({ visits: 'loading' }));
        expect(view.failed).toBe(s.matches({ visits: 'failed' }));
        expect(view.scheduling).toBe(!s.matches({ schedule: 'closed' }));
        expect(view.saving).toBe(s.matches({ schedule: 'saving' }));
        if (s.matches({ schedule: 'editing' }) && s.context.scheduleError)
          expect(view.scheduleError).toBe(PAST);
      }
    }
  );
});
