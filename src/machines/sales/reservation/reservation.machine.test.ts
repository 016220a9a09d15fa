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

  it('keeps the form open with a refusal on the field it is about', async () => {
    const { flow, view } = start('OWNER', {
      sell: async () => {
        throw new ApiError('El tipo de documento no corresponde al país de la empresa.', 'http', 422);
      },
    });
    flow.send({ type: 'sale.start' });
    flow.send({ type: 'sale.submit', buyer: aBuyer });
    await flush();
    expect(flow.getSnapshot().value).toEqual({ active: 'saleForm' });
    expect(view()).toMatchObject({
      error: null,
      fieldError: {
        field: 'buyer_document_type_id',
        message: 'El tipo de documento no corresponde al país de la empresa.',
      },
    });
    flow.send({ type: 'form.cancel' });
    expect(view()).toMatchObject({ form: null, fieldError: null });
  });

  it("'Liberar': a validation issue lands on the reason, anything else above the form", async () => {
    let refusal = new ApiError('Errores de validación', 'http', 422, {
      detail: [{ loc: ['body', 'reason'], msg: 'El motivo debe tener letras visibles', type: 'custom' }],
    });
    const { flow, view } = start('OWNER', {
      release: async () => {
        throw refusal;
      },
    });
    flow.send({ type: 'release.start' });
    flow.send({ type: 'release.submit', reason: 'xyz' });
    await flush();
    expect(view()).toMatchObject({
      form: 'release',
      error: null,
      fieldError: { field: 'reason', message: 'El motivo debe tener letras visibles' },
    });
    refusal = new ApiError('Sin conexión con el servidor.', 'network');
    flow.send({ type: 'release.submit', reason: 'Desistió' });
    await flush();
    expect(view()).toMatchObject({
      form: 'release',
      error: 'Sin conexión con el servidor.',
      fieldError: null,
    });
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
