import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import type { SaleDetail } from '#domain/sales';
import { activeReservation, asRole } from '#machines/sales/reservation/reservation.fixtures';
import { reservationMachine } from '#machines/sales/reservation/reservation.machine';
import { separationMachine } from '#machines/sales/separation/separation.machine';
import { fromUnit } from '#machines/sales/separation/separation.fixtures';
import { ReservationPanel } from '#ui/screens/sales/reservation-panel';
import { SaleDialog } from '#ui/screens/sales/sale-dialog';
import { SeparationDialog } from '#ui/screens/sales/separation-dialog';

afterEach(cleanup);

// The sale screens' dropdowns are named by their labels: a screen reader says what each one asks, and a person
// (or a journey) finds it by that name.

const sale: SaleDetail = {
  id: 3,
  company_id: 1,
  property_id: 30,
  property_name: 'Apto 301',
  project_id: 4,
  project_name: 'Torres del Poblado',
  reservation_id: 7,
  lead_id: 9,
  quote_id: null,
  buyer_name: 'Lucía Fernández',
  buyer_document_type: 'CC',
  buyer_document_number: '1020304050',
  buyer_email: 'lucia@example.com',
  buyer_phone: '+57 300 123 4567',
  price: 450_000_000,
  currency: 'COP',
  sold_at: '2026-11-27T15:00:00.000Z',
  figures: { due: 10_000_000, paid: 0, outstanding: 450_000_000, overdue: 0 },
  next_due_on: '2026-12-27',
  instalments: [
    {
      id: 1,
      number: 1,
      label: 'Cuota 1 de 12',
      due_on: '2026-12-27',
      amount: 10_000_000,
      paid: 0,
      overdue: false,
    },
  ],
  payments: [],
};

const detail = (canPay: boolean) => ({
  open: true,
  loading: false,
  paying: false,
  error: null,
  paymentError: null,
  sale,
  canPay,
});

describe('the sale screens name their dropdowns', () => {
  it("'Separar' from the board: 'Lead' and 'Medio de pago'", async () => {
    const separation = createActor(
      separationMachine.provide({ actors: { loadSeparation: fromPromise(async () => fromUnit) } }),
      { input: { source: { kind: 'unit', unitId: 30 }, companyId: 1, access: asRole('MEMBER') } }
    ).start();
    render(<SeparationDialog separationRef={separation} onClose={() => {}} />);
    const lead = await screen.findByRole('combobox', { name: 'Lead' });
    expect(lead).toHaveDisplayValue('Elige…');
    expect(screen.getByRole('combobox', { name: 'Medio de pago' })).toHaveDisplayValue('Transferencia');
  });

  it("'Vender': 'Tipo de documento', offered to an OWNER only", async () => {
    const user = userEvent.setup();
    const types = [{ id: 2, document_code: 'CC', document_name: 'Cédula de Ciudadanía' }];
    const panel = (role: 'OWNER' | 'MEMBER') =>
      createActor(reservationMachine, {
        input: { reservation: activeReservation, access: asRole(role) },
      }).start();

    const member = render(
      <ReservationPanel reservationRef={panel('MEMBER')} documentTypes={types} onClose={() => {}} />
    );
    expect(screen.queryByRole('button', { name: 'Vender' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Liberar' })).toBeNull();
    member.unmount();

    render(<ReservationPanel reservationRef={panel('OWNER')} documentTypes={types} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Vender' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de documento' }),
      'Cédula de Ciudadanía'
    );
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveDisplayValue(
      'Cédula de Ciudadanía'
    );
  });

  it("'Registrar pago': 'Cuota' and 'Medio de pago', and no form for those who may not record one", () => {
    const { unmount } = render(<SaleDialog detail={detail(true)} onClose={() => {}} onPay={() => {}} />);
    const form = screen.getByRole('form', { name: 'Registrar pago' });
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cuota' })).toHaveDisplayValue(/^Cuota 1 de 12/);
    expect(screen.getByRole('combobox', { name: 'Medio de pago' })).toHaveDisplayValue('Transferencia');
    unmount();

    render(<SaleDialog detail={detail(false)} onClose={() => {}} onPay={() => {}} />);
    expect(screen.queryByRole('form', { name: 'Registrar pago' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });
});
