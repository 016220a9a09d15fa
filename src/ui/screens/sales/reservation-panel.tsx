import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { Field } from '@ark-ui/react/field';
import { css } from '#styled-system/css';
import type { DocumentType } from '#domain/countries';
import { formatDate, formatMoney } from '#domain/format';
import {
  ReservationReleaseSchema,
  SaleCreateSchema,
  type ReservationRelease,
  type SaleCreate,
} from '#domain/sales';
import type { reservationMachine } from '#machines/sales/reservation/reservation.machine';
import { selectReservationView } from '#machines/sales/reservation/reservation.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { DetailList } from '#ui/components/page-kit';

type Ref = ActorRefFrom<typeof reservationMachine>;

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' }),
  select: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
};

/** The separación's panel: its facts, then 'Liberar' (with the reason) or 'Vender' (with the buyer on record). */
export function ReservationPanel(props: {
  reservationRef: Ref;
  documentTypes: DocumentType[];
  onClose(): void;
}) {
  const view = useSelector(props.reservationRef, selectReservationView, shallowEqual);
  const send = props.reservationRef.send;
  const r = view.reservation;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title={`Separación: ${r.property_name}`}>
      <DetailList
        items={[
          { label: 'Estado', value: view.state },
          { label: 'Proyecto', value: r.project_name ?? '—' },
          { label: 'Lead', value: r.lead_name ?? 'Sin lead' },
          { label: 'Separación', value: r.deposit === null ? '—' : formatMoney(r.deposit, r.currency) },
          { label: 'Precio', value: r.price === null ? '—' : formatMoney(r.price, r.currency) },
          { label: 'Vence', value: r.expires_at ? formatDate(r.expires_at) : 'Sin vencimiento' },
        ]}
      />
      {view.error && <Alert tone="error">{view.error}</Alert>}
      {view.form === null && (view.canRelease || view.canSell) && (
        <div className={styles.footer}>
          {view.canRelease && (
            <Button variant="outline" onClick={() => send({ type: 'release.start' })}>
              Liberar
            </Button>
          )}
          {view.canSell && <Button onClick={() => send({ type: 'sale.start' })}>Vender</Button>}
        </div>
      )}
      {view.form === 'release' && (
        <ReleaseForm
          busy={view.busy}
          onSubmit={(v) => send({ type: 'release.submit', reason: v.reason })}
          onCancel={() => send({ type: 'form.cancel' })}
        />
      )}
      {view.form === 'sale' && (
        <SaleForm
          busy={view.busy}
          documentTypes={props.documentTypes}
          onSubmit={(buyer) => send({ type: 'sale.submit', buyer })}
          onCancel={() => send({ type: 'form.cancel' })}
        />
      )}
    </Dialog>
  );
}

function ReleaseForm(props: { busy: boolean; onSubmit(v: ReservationRelease): void; onCancel(): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReservationRelease>({
    resolver: zodResolver(ReservationReleaseSchema),
    defaultValues: { reason: '' },
  });
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit(props.onSubmit)}>
      <FormField label="Motivo" required error={errors.reason?.message}>
        <TextArea rows={3} {...register('reason')} disabled={props.busy} />
      </FormField>
      <div className={styles.footer}>
        <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
          Cancelar
        </Button>
        <Button type="submit" loading={props.busy}>
          Liberar unidad
        </Button>
      </div>
    </form>
  );
}

function SaleForm(props: {
  busy: boolean;
  documentTypes: DocumentType[];
  onSubmit(v: SaleCreate): void;
  onCancel(): void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SaleCreate>({ resolver: zodResolver(SaleCreateSchema) });
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit(props.onSubmit)}>
      <FormField label="Nombre del comprador" required error={errors.buyer_name?.message}>
        <TextInput {...register('buyer_name')} autoComplete="off" disabled={props.busy} />
      </FormField>
      <div className={styles.row}>
        <FormField label="Tipo de documento" required error={errors.buyer_document_type_id?.message}>
          <Field.Select
            className={styles.select}
            {...register('buyer_document_type_id', {
              setValueAs: (v: string) => (v ? Number(v) : undefined),
            })}
            disabled={props.busy}
          >
            <option value="">Elige…</option>
            {props.documentTypes.map((d) => (
              <option key={d.id} value={d.id}>
                {d.document_name}
              </option>
            ))}
          </Field.Select>
        </FormField>
        <FormField label="Número de documento" required error={errors.buyer_document_number?.message}>
          <TextInput {...register('buyer_document_number')} disabled={props.busy} />
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField label="Correo electrónico" required error={errors.buyer_email?.message}>
          <TextInput type="email" {...register('buyer_email')} disabled={props.busy} />
        </FormField>
        <FormField label="Teléfono" required error={errors.buyer_phone?.message}>
          <TextInput type="tel" {...register('buyer_phone')} disabled={props.busy} />
        </FormField>
      </div>
      <FormField
        label="Fecha de pago del saldo"
        error={errors.balance_due_on?.message}
        helperText="Sin fecha, el saldo vence 30 días después de la venta."
      >
        <TextInput
          type="date"
          {...register('balance_due_on', { setValueAs: (v: string) => v || undefined })}
          disabled={props.busy}
        />
      </FormField>
      <div className={styles.footer}>
        <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
          Cancelar
        </Button>
        <Button type="submit" loading={props.busy}>
          Registrar venta
        </Button>
      </div>
    </form>
  );
}
