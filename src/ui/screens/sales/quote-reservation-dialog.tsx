import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@ark-ui/react/field';
import { shallowEqual, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatMoney } from '#domain/format';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  ReservationDepositSchema,
  type ReservationDeposit,
} from '#domain/sales';
import type { quoteReservationMachine } from '#machines/sales/quote-reservation/quote-reservation.machine';
import { selectQuoteReservationView } from '#machines/sales/quote-reservation/quote-reservation.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextInput } from '#ui/components/form-field';
import { DetailList } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';

type Ref = ActorRefFrom<typeof quoteReservationMachine>;

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' }),
  select: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
};

/** 'Separar' from an accepted quote: the quote's unit and lead, the deposit received and how it was paid. */
export function QuoteReservationDialog({ dialogRef }: { dialogRef: Ref }) {
  const view = useSelector(dialogRef, selectQuoteReservationView, shallowEqual);
  const send = dialogRef.send;
  const q = view.quote;
  const { register, handleSubmit, formState } = useForm<ReservationDeposit>({
    resolver: zodResolver(ReservationDepositSchema),
    values: q ? { deposit: q.separation_amount, deposit_method: 'transfer' } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && send({ type: 'reservation.cancel' })}
      title={q ? `Separar: ${q.property_name}` : 'Separar'}
    >
      {view.loading && <Spinner text="Cargando cotización..." />}
      {q && (
        <DetailList
          items={[
            { label: 'Cotización', value: `#${q.id}` },
            { label: 'Lead', value: q.lead_name ?? 'Sin nombre' },
            { label: 'Precio final', value: formatMoney(q.final_price, 'COP') },
            { label: 'Separación cotizada', value: formatMoney(q.separation_amount, 'COP') },
          ]}
        />
      )}
      {view.error && <Alert tone="error">{view.error}</Alert>}
      {view.canSubmit || view.saving ? (
        <form
          noValidate
          className={styles.form}
          onSubmit={handleSubmit((deposit) => send({ type: 'deposit.submit', deposit }))}
        >
          <div className={styles.row}>
            <FormField
              label="Valor de la separación (COP)"
              required
              error={formState.errors.deposit?.message}
            >
              <TextInput type="number" min={0} {...register('deposit', { valueAsNumber: true })} />
            </FormField>
            <FormField label="Medio de pago" error={formState.errors.deposit_method?.message}>
              <Field.Select className={styles.select} {...register('deposit_method')}>
                {PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </Field.Select>
            </FormField>
          </div>
          <div className={styles.footer}>
            <Button
              variant="outline"
              onClick={() => send({ type: 'reservation.cancel' })}
              disabled={view.saving}
            >
              Cancelar
            </Button>
            <Button type="submit" loading={view.saving}>
              Separar
            </Button>
          </div>
        </form>
      ) : (
        !view.loading && (
          <div className={styles.footer}>
            <Button variant="outline" onClick={() => send({ type: 'reservation.cancel' })}>
              Cerrar
            </Button>
          </div>
        )
      )}
    </Dialog>
  );
}
