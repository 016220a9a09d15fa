import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@ark-ui/react/field';
import { css } from '#styled-system/css';
import { formatDate, formatMoney } from '#domain/format';
import {
  NO_BUYER_LABEL,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PaymentCreateSchema,
  type PaymentCreate,
  type SaleDetail,
} from '#domain/sales';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextInput } from '#ui/components/form-field';
import { DetailList } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';

type Detail = {
  open: boolean;
  loading: boolean;
  paying: boolean;
  error: string | null;
  paymentError: string | null;
  sale: SaleDetail | null;
  canPay: boolean;
};

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2' }),
  overdue: css({ bg: 'red.50', color: 'red.900' }),
  heading: css({ textStyle: 'heading.section', mt: '4', mb: '2' }),
  select: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
};

const today = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

/** A sale: the buyer on record, the instalments (overdue ones marked) and the payments, and 'Registrar pago'. */
export function SaleDialog(props: { detail: Detail; onClose(): void; onPay(payment: PaymentCreate): void }) {
  const { detail } = props;
  const sale = detail.sale;
  return (
    <Dialog
      open={detail.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={sale ? `Venta: ${sale.property_name}` : 'Venta'}
      size="xl"
    >
      {detail.loading && <Spinner text="Cargando venta..." />}
      {detail.error && <Alert tone="error">{detail.error}</Alert>}
      {sale && (
        <>
          <DetailList
            items={[
              { label: 'Comprador', value: sale.buyer_name ?? NO_BUYER_LABEL },
              {
                label: 'Documento',
                value: sale.buyer_document_number
                  ? `${sale.buyer_document_type} ${sale.buyer_document_number}`
                  : '—',
              },
              { label: 'Correo', value: sale.buyer_email ?? '—' },
              { label: 'Teléfono', value: sale.buyer_phone ?? '—' },
              { label: 'Precio', value: formatMoney(sale.price, sale.currency) },
              { label: 'Pagado', value: formatMoney(sale.figures.paid, sale.currency) },
              { label: 'Por cobrar', value: formatMoney(sale.figures.outstanding, sale.currency) },
            ]}
          />
          <h3 className={styles.heading}>Cuotas</h3>
          {sale.instalments.length === 0 ? (
            <p>Sin cuotas registradas.</p>
          ) : (
            <Table stacked aria-label="Cuotas">
              <TableHead>
                <TableRow>
                  <TableHeader>Cuota</TableHeader>
                  <TableHeader>Vence</TableHeader>
                  <TableHeader>Valor</TableHeader>
                  <TableHeader>Pagado</TableHeader>
                  <TableHeader>Estado</TableHeader>
                </TableRow>
              </TableHead>
              <TableBody>
                {sale.instalments.map((i) => (
                  <TableRow key={i.id} className={i.overdue ? styles.overdue : undefined}>
                    <TableCell label="Cuota">{i.label}</TableCell>
                    <TableCell label="Vence">{formatDate(i.due_on)}</TableCell>
                    <TableCell label="Valor">{formatMoney(i.amount, sale.currency)}</TableCell>
                    <TableCell label="Pagado">{formatMoney(i.paid, sale.currency)}</TableCell>
                    <TableCell label="Estado">
                      {i.paid >= i.amount ? 'Pagada' : i.overdue ? 'Vencida' : 'Pendiente'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {detail.canPay && sale.instalments.some((i) => i.paid < i.amount) && (
            <PaymentForm
              sale={sale}
              busy={detail.paying}
              error={detail.paymentError}
              onSubmit={props.onPay}
            />
          )}
        </>
      )}
    </Dialog>
  );
}

function PaymentForm(props: {
  sale: SaleDetail;
  busy: boolean;
  error: string | null;
  onSubmit(payment: PaymentCreate): void;
}) {
  const open = props.sale.instalments.filter((i) => i.paid < i.amount);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentCreate>({
    resolver: zodResolver(PaymentCreateSchema),
    defaultValues: { instalment_id: open[0]?.id, paid_on: today(), method: 'transfer', note: '' },
  });
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit(props.onSubmit)}
      aria-label="Registrar pago"
    >
      <h3 className={styles.heading}>Registrar pago</h3>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <div className={styles.row}>
        <FormField label="Cuota" required error={errors.instalment_id?.message}>
          <Field.Select
            className={styles.select}
            {...register('instalment_id', { valueAsNumber: true })}
            disabled={props.busy}
          >
            {open.map((i) => (
              <option key={i.id} value={i.id}>
                {i.label} · {formatMoney(i.amount - i.paid, props.sale.currency)} por pagar
              </option>
            ))}
          </Field.Select>
        </FormField>
        <FormField label="Fecha del pago" required error={errors.paid_on?.message}>
          <TextInput type="date" {...register('paid_on')} disabled={props.busy} />
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField label="Valor (COP)" required error={errors.amount?.message}>
          <TextInput
            inputMode="numeric"
            {...register('amount', { valueAsNumber: true })}
            disabled={props.busy}
          />
        </FormField>
        <FormField label="Medio de pago" required error={errors.method?.message}>
          <Field.Select className={styles.select} {...register('method')} disabled={props.busy}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </Field.Select>
        </FormField>
      </div>
      <FormField label="Nota" error={errors.note?.message}>
        <TextInput {...register('note')} disabled={props.busy} />
      </FormField>
      <div className={styles.footer}>
        <Button type="submit" loading={props.busy}>
          Registrar pago
        </Button>
      </div>
    </form>
  );
}
