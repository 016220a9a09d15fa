import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { Cartera, SaleDetail } from '#domain/sales';
import { activeReservation, asRole } from '#machines/sales/reservation/reservation.fixtures';
import type { SeparationSource } from '#machines/sales/separation/separation.types';
import { salesPageMachine } from './sales-page.machine';
import { selectSalesPageView } from './sales-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const ZERO = { due: 0, paid: 0, outstanding: 0, overdue: 0 };
const cartera = (page = 1): Cartera => ({
  company: { due: 450_000_000, paid: 5_000_000, outstanding: 445_000_000, overdue: 0 },
  country_code: 'CO',
  projects: [],
  items: [],
  page,
  total_pages: 3,
  total_items: 25,
});
const sale = { id: 55, figures: ZERO, instalments: [], payments: [] } as unknown as SaleDetail;

function start(
  role: 'OWNER' | 'MEMBER' | 'VIEWER',
  payment: () => Promise<SaleDetail> = async () => sale,
  intent: SeparationSource | null = null
) {
  const asked: { page: number; project_id?: number }[] = [];
  const paid: unknown[] = [];
  const page = createActor(
    salesPageMachine.provide({
      actors: {
        loadSales: fromPromise(async ({ input }) => {
          asked.push(input);
          return { cartera: cartera(input.page), reservations: [activeReservation], documentTypes: [] };
        }),
        loadSale: fromPromise(async () => sale),
        savePayment: fromPromise(async ({ input }) => {
          paid.push(input);
          return payment();
        }),
      },
      actions: { notifyPaid: () => {}, notifyError: () => {}, saveFile: () => {} },
    }),
    { input: { companyId: 1, access: asRole(role), intent } }
  ).start();
  return { page, asked, paid, view: () => selectSalesPageView(page.getSnapshot()) };
}

describe('sales page machine', () => {
  it('loads the figures and separaciones, pages and filters on the server', async () => {
    const { page, asked, view } = start('OWNER');
    await flush();
    expect(view()).toMatchObject({ loading: false, company: { paid: 5_000_000 }, totalPages: 3 });
    expect(view().reservations).toHaveLength(1);
    page.send({ type: 'page.go', page: 2 });
    await flush();
    page.send({ type: 'project.select', projectId: 4 });
    await flush();
    expect(asked.map((a) => [a.page, a.project_id])).toEqual([
      [1, undefined],
      [2, undefined],
      [1, 4],
    ]);
  });

  it('opens a separación with its own chart, and closes it', async () => {
    const { page, view } = start('OWNER');
    await flush();
    page.send({ type: 'reservation.open', reservationId: activeReservation.id });
    expect(view().reservationRef).not.toBeNull();
    page.send({ type: 'reservation.close' });
    expect(view().reservationRef).toBeNull();
  });

  it('records a payment for a manager, reloading the figures; a MEMBER cannot', async () => {
    const owner = start('OWNER');
    await flush();
    owner.page.send({ type: 'sale.open', saleId: 55 });
    await flush();
    const payment = { instalment_id: 1, paid_on: '2026-01-10', amount: 1000, method: 'cash' as const };
    owner.page.send({ type: 'payment.submit', payment });
    await flush();
    expect(owner.paid).toEqual([{ saleId: 55, payment }]);
    expect(owner.asked).toHaveLength(2);

    const member = start('MEMBER');
    await flush();
    member.page.send({ type: 'sale.open', saleId: 55 });
    await flush();
    expect(member.view().detail.canPay).toBe(false);
    member.page.send({ type: 'payment.submit', payment });
    await flush();
    expect(member.paid).toEqual([]);
  });

  it.each([
    [
      'on its field: a payment above what is owed',
      new ApiError('El pago supera lo que se debe de esta cuota (1.000).', 'http', 422),
      { field: 'amount', message: 'El pago supera lo que se debe de esta cuota (1.000).' },
    ],
    [
      'on its field: a validation issue of the body',
      new ApiError('Errores de validación', 'http', 422, {
        detail: [{ loc: ['body', 'paid_on'], msg: 'La fecha del pago no es válida', type: 'custom' }],
      }),
      { field: 'paid_on', message: 'La fecha del pago no es válida' },
    ],
    [
      'above the form: a sale cancelled meanwhile',
      new ApiError('La venta fue anulada: no admite pagos.', 'http', 409),
      { field: null, message: 'La venta fue anulada: no admite pagos.' },
    ],
  ])('keeps the sale open with a refused payment’s reason %s', async (_, error, refusal) => {
    const { page, view } = start('OWNER', async () => {
      throw error;
    });
    await flush();
    page.send({ type: 'sale.open', saleId: 55 });
    await flush();
    page.send({
      type: 'payment.submit',
      payment: { instalment_id: 1, paid_on: '2026-01-10', amount: 1, method: 'cash' },
    });
    await flush();
    expect(view().detail).toMatchObject({ open: true, paying: false, paymentError: refusal });
  });

  it('opens Separar for a quote’s unit once the list is in, and only for who may separate', async () => {
    const quote = { kind: 'quote', quoteId: 41 } as const;
    const member = start('MEMBER', undefined, quote);
    await flush();
    expect(member.view().separationRef).not.toBeNull();
    member.page.send({ type: 'separation.close' });
    member.page.send({ type: 'list.reload' });
    await flush();
    expect(member.view().separationRef).toBeNull();
    const viewer = start('VIEWER', undefined, quote);
    await flush();
    expect(viewer.view().separationRef).toBeNull();
    expect(viewer.view().separationRefused).toBe(true);
    viewer.page.send({ type: 'separation.close' });
    expect(viewer.view().separationRefused).toBe(false);
  });

  it('opens the separación in force of a unit that is already separated (the board’s Vender)', async () => {
    const { view } = start('OWNER', undefined, { kind: 'unit', unitId: activeReservation.property_id });
    await flush();
    expect(view().reservationRef).not.toBeNull();
    expect(view().separationRef).toBeNull();
  });
});
