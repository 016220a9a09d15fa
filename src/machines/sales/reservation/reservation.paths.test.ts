import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { done, failed } from '#tests/xstate';
import { reservationMachine, type ReservationEvent } from './reservation.machine';
import { selectReservationView } from './reservation.select';
import { aBuyer, activeReservation, asRole } from './reservation.fixtures';

type Snapshot = SnapshotFrom<typeof reservationMachine>;

const chart = reservationMachine.provide({
  actions: { notifyReleased: () => {}, notifySold: () => {}, reportReleased: () => {}, reportSold: () => {} },
});

const events: ReservationEvent[] = [
  { type: 'release.start' },
  { type: 'release.submit', reason: 'Desistió' },
  { type: 'sale.start' },
  { type: 'sale.submit', buyer: aBuyer },
  { type: 'form.cancel' },
  done('releaseHold', { ...activeReservation, status: 'released' }),
  failed('releaseHold', new ApiError('Sin conexión', 'network')),
  failed('releaseHold', new ApiError('Ya no está vigente', 'http', 409)),
  done('sellHold', { id: 55 }),
  failed('sellHold', new ApiError('Documento no válido', 'http', 422)),
];

const paths = getShortestPaths(chart, {
  input: { reservation: activeReservation, access: asRole('OWNER') },
  events,
  filterEvents: (s, e) => (s as Snapshot).can(e) || e.type.startsWith('xstate.'),
  serializeState: (s) => JSON.stringify([s.value, (s as Snapshot).context.error]),
});

// What each reachable state must show, written by hand: the generated paths reach them, this table checks them.
const EXPECTED: Record<string, Partial<ReturnType<typeof selectReservationView>>> = {
  '{"active":"idle"}': { state: 'Vigente', form: null, busy: false },
  '{"active":"releaseForm"}': { state: 'Vigente', form: 'release', busy: false },
  '{"active":"releasing"}': { state: 'Vigente', form: 'release', busy: true },
  '{"active":"saleForm"}': { state: 'Vigente', form: 'sale', busy: false },
  '{"active":"selling"}': { state: 'Vigente', form: 'sale', busy: true },
  '"released"': { state: 'Liberada', form: null, canRelease: false, canSell: false },
  '"expired"': { state: 'Vencida', form: null, canRelease: false, canSell: false },
  '"converted"': { state: 'Vendida', form: null, canRelease: false, canSell: false },
};

describe('reservation chart, generated paths', () => {
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(paths.map((p) => [JSON.stringify(p.state.value), p] as const))(
    'every step towards %s shows what its state means',
    (_, path) => {
      for (const step of path.steps) {
        const key = JSON.stringify(step.state.value);
        expect(selectReservationView(step.state as Snapshot)).toMatchObject(EXPECTED[key]!);
      }
    }
  );
});
