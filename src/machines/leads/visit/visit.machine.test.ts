import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import type { Visit } from '#domain/lead-work';
import { done, failed } from '#tests/xstate';
import { visitMachine, type VisitEvent } from './visit.machine';
import { selectVisitView } from './visit.select';

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
const PAST = 'La visita no puede agendarse en el pasado.';

const start = (answer: (input: unknown) => Promise<Visit>, from: Visit = visit) => {
  const actor = createActor(
    visitMachine.provide({ actors: { recordVisitOutcome: fromPromise(({ input }) => answer(input)) } }),
    { input: { visit: from } }
  );
  actor.start();
  return actor;
};

describe('visit machine (hand-written transitions)', () => {
  it('resumes in the state the server holds the visit in', () => {
    expect(start(async () => visit).getSnapshot().value).toEqual({ open: 'scheduled' });
    expect(start(async () => visit, { ...visit, status: 'reminded' }).getSnapshot().value).toEqual({
      open: 'reminded',
    });
    for (const status of ['attended', 'missed', 'rescheduled'] as const) {
      const s = start(async () => visit, { ...visit, status }).getSnapshot();
      expect(s.value).toBe(status);
      expect(selectVisitView(s).canRecord).toBe(false);
    }
  });

  it("goes scheduled → reminded → 'Asistió' once the server recorded it", async () => {
    const asked: unknown[] = [];
    const actor = start(async (input) => {
      asked.push(input);
      return { ...visit, status: 'attended' };
    });
    actor.send({ type: 'visit.reminded' });
    expect(selectVisitView(actor.getSnapshot()).statusLabel).toBe('Recordada');
    actor.send({ type: 'visit.record', outcome: { outcome: 'attended' } });
    expect(selectVisitView(actor.getSnapshot()).recording).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('attended');
    expect(selectVisitView(actor.getSnapshot()).statusLabel).toBe('Asistió');
    expect(asked).toEqual([{ visitId: 5, outcome: { outcome: 'attended' } }]);
  });

  it("a refused 'Reprogramada' stays where the visit was, with the server's reason", async () => {
    const actor = start(async () => {
      throw new ApiError(PAST, 'http', 422);
    });
    actor.send({ type: 'visit.reminded' });
    actor.send({
      type: 'visit.record',
      outcome: { outcome: 'rescheduled', date: '2020-01-01', time: '10:00' },
    });
    await waitFor(actor, (s) => !s.matches('recording'));
    expect(actor.getSnapshot().value).toEqual({ open: 'reminded' });
    expect(selectVisitView(actor.getSnapshot())).toMatchObject({ error: PAST, canRecord: true });
  });

  it("'Reprogramada' closes this visit as rescheduled", async () => {
    const actor = start(async () => ({ ...visit, id: 6, starts_at: '2099-01-20T15:00:00.000Z' }));
    actor.send({
      type: 'visit.record',
      outcome: { outcome: 'rescheduled', date: '2099-01-20', time: '10:00' },
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('rescheduled');
    expect(selectVisitView(actor.getSnapshot()).statusLabel).toBe('Reprogramada');
  });
});

describe('visit machine (generated paths)', () => {
  const events: VisitEvent[] = [
    { type: 'visit.reminded' },
    { type: 'visit.record', outcome: { outcome: 'attended' } },
    { type: 'visit.record', outcome: { outcome: 'missed' } },
    { type: 'visit.record', outcome: { outcome: 'rescheduled', date: '2099-01-20', time: '10:00' } },
    { type: 'visit.dismissError' },
    done('recordVisitOutcome', { ...visit, status: 'attended' }),
    failed('recordVisitOutcome', new ApiError(PAST, 'http', 422)),
  ];
  const paths = getShortestPaths(visitMachine, {
    input: { visit },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  });

  it('reaches every state of the visit, from scheduled through reminded to each outcome', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
    for (const state of [
      { open: 'scheduled' },
      { open: 'reminded' },
      'recording',
      'attended',
      'missed',
      'rescheduled',
    ])
      expect(reached).toContain(JSON.stringify(state));
  });

  it.each(paths.map((p) => [p.steps.map((st) => st.event.type).join(' → '), p] as const))(
    '%s: the projection agrees with the state',
    (_, path) => {
      for (const { state } of path.steps) {
        const view = selectVisitView(state);
        expect(view.canRecord).toBe(state.matches('open'));
        expect(view.recording).toBe(state.matches('recording'));
        if (state.matches({ open: 'reminded' })) expect(view.statusLabel).toBe('Recordada');
        if (state.matches('missed')) expect(view.statusLabel).toBe('No asistió');
      }
    }
  );
});
