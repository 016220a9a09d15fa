import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import '#ui/components/jsdom-shims';
import { ApiError } from '#api/api-error';
import type { DocumentType } from '#domain/countries';
import { SALES_ERRORS, type SaleDetail } from '#domain/sales';
import { ReservationPanel } from '#ui/screens/sales/reservation-panel';
import { SaleDialog } from '#ui/screens/sales/sale-dialog';
import { controlled } from '#tests/xstate';
import type { sellHold } from './reservation.actors';
import { activeReservation, asRole } from './reservation.fixtures';
import { reservationMachine } from './reservation.machine';

// The buyer and payment forms on 'Ventas y cartera': a refusal of the server lands on the field it is about and
// every value typed stays.

afterEach(cleanup);

const DOCUMENT_TYPES = [
  { id: 1, document_code: 'CC', document_name: 'Cédula de Ciudadanía' },
  { id: 2, document_code: 'NIT', document_name: 'Número de Identificación Tributaria (NIT)' },
] as DocumentType[];

it("'Vender': a document type refused by the server is said on its field, with the buyer as typed", async () => {
  const user = userEvent.setup();
  const sell = controlled<typeof sellHold>();
  const ref = createActor(
    reservationMachine.provide({
      actors: { sellHold: sell.actor },
      actions: { notifySold: () => {}, reportSold: () => {}, reportReleased: () => {} },
    }),
    { input: { reservation: activeReservation, access: asRole('OWNER') } }
  ).start();
  render(<ReservationPanel reservationRef={ref} documentTypes={DOCUMENT_TYPES} onClose={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Vender' }));
  const panel = within(screen.getByRole('dialog'));
  await user.type(panel.getByLabelText(/^Nombre del comprador/), 'Jorge Pérez');
  await user.selectOptions(panel.getByLabelText(/^Tipo de documento/), 'Cédula de Ciudadanía');
  await user.type(panel.getByLabelText(/^Número de documento/), '1020304050');
  await user.type(panel.getByLabelText(/^Correo electrónico/), 'jorge@example.com');
  await user.type(panel.getByLabelText(/^Teléfono/), '3001234567');
  await user.click(panel.getByRole('button', { name: 'Registrar venta' }));
  await waitFor(() => expect(sell.inputs).toHaveLength(1));
  sell.reject(new ApiError(SALES_ERRORS.documentTypeOfOtherCountry, 'http', 422));
  expect(await panel.findByText(SALES_ERRORS.documentTypeOfOtherCountry)).toBeInTheDocument();
  await waitFor(() =>
    expect(panel.getByLabelText(/^Tipo de documento/)).toHaveAccessibleDescription(
      SALES_ERRORS.documentTypeOfOtherCountry
    )
  );
  expect(panel.queryByRole('alert')).not.toBeInTheDocument();
  expect(panel.getByLabelText(/^Nombre del comprador/)).toHaveValue('Jorge Pérez');
  expect(panel.getByLabelText(/^Tipo de documento/)).toHaveValue('1');
  expect(panel.getByLabelText(/^Número de documento/)).toHaveValue('1020304050');
  ref.stop();
});

const sale = {
  id: 55,
  property_name: 'Apto 301',
  buyer_name: 'Jorge Pérez',
  buyer_document_type: 'CC',
  buyer_document_number: '1020304050',
  buyer_email: 'jorge@example.com',
  buyer_phone: '3001234567',
  price: 450_000_000,
  currency: 'COP',
  figures: { due: 450_000_000, paid: 5_000_000, outstanding: 445_000_000, overdue: 0 },
  instalments: [
    { id: 1, number: 1, label: 'Saldo', due_on: '2026-12-27', amount: 445_000_000, paid: 0, overdue: false },
  ],
  payments: [],
} as unknown as SaleDetail;
const detail = { open: true, loading: false, paying: false, error: null, sale, canPay: true };

it("'Registrar pago': a refusal about a field is said on it, any other above the form", async () => {
  const user = userEvent.setup();
  const onPay = vi.fn();
  const { rerender } = render(
    <SaleDialog detail={{ ...detail, paymentError: null }} onClose={() => {}} onPay={onPay} />
  );
  const form = within(screen.getByRole('form', { name: 'Registrar pago' }));
  await user.clear(form.getByLabelText(/^Fecha del pago/));
  await user.type(form.getByLabelText(/^Fecha del pago/), '2099-01-01');
  await user.type(form.getByLabelText(/^Valor \(COP\)/), '1000');
  await user.click(form.getByRole('button', { name: 'Registrar pago' }));
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
  const paymentError = { field: 'paid_on' as const, message: SALES_ERRORS.paymentAfterToday };
  rerender(<SaleDialog detail={{ ...detail, paymentError }} onClose={() => {}} onPay={onPay} />);
  await waitFor(() =>
    expect(form.getByLabelText(/^Fecha del pago/)).toHaveAccessibleDescription(SALES_ERRORS.paymentAfterToday)
  );
  expect(form.getByLabelText(/^Fecha del pago/)).toHaveValue('2099-01-01');
  expect(form.getByLabelText(/^Valor \(COP\)/)).toHaveValue('1000');
  const elsewhere = { field: null, message: 'La venta fue anulada: no admite pagos.' };
  rerender(<SaleDialog detail={{ ...detail, paymentError: elsewhere }} onClose={() => {}} onPay={onPay} />);
  expect(form.getByRole('alert')).toHaveTextContent('La venta fue anulada: no admite pagos.');
});
