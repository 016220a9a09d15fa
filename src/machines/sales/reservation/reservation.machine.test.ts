import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { Reservation, SaleDetail } from '#domain/sales';
import { reservationMachine } from './reservation.machine';
import { selectReservationView } from './reservation.select';
import { aBuyer, activeReservation, asRole } from './reservation.fixtures';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(
  role: 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER',
  answers: { release?: () => Promise<Reservation>; sell?: () => Promise<SaleDetail> } = {},
  reservation: Reservation = activeReservation
) {
  const asked: unknown[] = [];
  const reported = vi.fn();
  const flow = createActor(
    reservationMachine.provide({
      actors: {
        releaseHold: fromPromise(async ({ input }) => {
          asked.push(input);
          return answers.release!();
        }),
        sellHold: fromPromise(async ({ input }) => {
          asked.push(input);
          return answers.sell!();
        }),
      },
      actions: {
        notifyReleased: () => {},
        notifySold: () => {},
        reportReleased: reported,
        reportSold: reported,
      },
    }),
    { input: { reservation, access: asRole(role) } }
  ).start();
  return { flow, asked, reported, view: () => selectReservationView(flow.getSnapshot()) };
}

describe('reservation machine', () => {
  it('releases with the reason typed and ends released, telling the page', async () => {
    const { flow, asked, reported, view } = start('ADMIN', {
      release: async () => ({ ...activeReservation, status: 'released' }),
    });
    expect(view()).toMatchObject({ state: 'Vigente', form: null, canRelease: true, canSell: true });
    flow.send({ type: 'release.start' });
    expect(view().form).toBe('release');
    flow.send({ type: 'release.submit', reason: 'Desistió' });
    expect(view().busy).toBe(true);
    await flush();
    expect(asked).toEqual([{ reservationId: 7, reason: 'Desistió' }]);
    expect(flow.getSnapshot().value).toBe('released');
    expect(flow.getSnapshot().status).toBe('done');
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('sells to the buyer and ends converted', async () => {
    const { flow, asked, view } = start('OWNER', { sell: async () => ({ id: 55 }) as SaleDetail });
    flow.send({ type: 'sale.start' });
    flow.send({ type: 'sale.submit', buyer: aBuyer });
    await flush();
    expect(asked).toEqual([{ reservationId: 7, buyer: aBuyer }]);
    expect(flow.getSnapshot().value).toBe('converted');
    expect(view().state).toBe('Vendida');
  });

  it('keeps the form open with the reason of a refusal', async () => {
    const { flow, view } = start('OWNER', {
      sell: async () => {
        throw new ApiError('El tipo de documento no corresponde al país de la empresa.', 'http', 422);
      },
    });
    flow.send({ type: 'sale.start' });
    flow.send({ type: 'sale.submit', buyer: aBuyer });
    await flush();
    expect(flow.getSnapshot().value).toEqual({ active: 'saleForm' });
    expect(view().error).toBe('El tipo de documento no corresponde al país de la empresa.');
    flow.send({ type: 'form.cancel' });
    expect(view().form).toBeNull();
  });

  it('ends expired when the server says the separación ended meanwhile (409)', async () => {
    const { flow, reported } = start('ADMIN', {
      release: async () => {
        throw new ApiError('La separación ya no está vigente.', 'http', 409);
      },
    });
    flow.send({ type: 'release.start' });
    flow.send({ type: 'release.submit', reason: 'Desistió' });
    await flush();
    expect(flow.getSnapshot().value).toBe('expired');
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('lets a MEMBER or VIEWER neither release nor sell', () => {
    for (const role of ['MEMBER', 'VIEWER'] as const) {
      const { flow, view } = start(role);
      expect(view()).toMatchObject({ canRelease: false, canSell: false });
      flow.send({ type: 'release.start' });
      flow.send({ type: 'sale.start' });
      expect(flow.getSnapshot().value).toEqual({ active: 'idle' });
    }
  });

  it.each([
    ['expired', 'expired'],
    ['released', 'released'],
    ['converted', 'converted'],
  ] as const)('opens a %s separación in its final state', (status, state) => {
    const { flow } = start('OWNER', {}, { ...activeReservation, status });
    expect(flow.getSnapshot().value).toBe(state);
  });
});
