import { shallowEqual, useSelector } from '@xstate/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatMoney } from '#domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '#domain/sales';
import { SeparationFormSchema, type SeparationForm } from '#domain/separation-form';
import type { separationMachine } from '#machines/sales/separation/separation.machine';
import { selectSeparationView } from '#machines/sales/separation/separation.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, SelectInput, TextInput } from '#ui/components/form-field';
import { DetailList } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';

type Ref = ActorRefFrom<typeof separationMachine>;

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' }),
  // minmax(0, …): a select's longest option (a document type's full name) must not widen the column past a phone.
  row: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '3',
  }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' }),
  select: css({
    w: 'full',
    h: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'bg',
  }),
};

/** 'Separar': the unit (and the quote it comes from), the lead, the deposit received and how it was paid. */
export function SeparationDialog({ separationRef, onClose }: { separationRef: Ref; onClose(): void }) {
  const view = useSelector(separationRef, selectSeparationView, shallowEqual);
  const start = view.start;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={start ? `Separar: ${start.unitName}` : 'Separar unidad'}
    >
      {view.loading && <Spinner text="Cargando..." />}
      {view.failed && (
        <Alert
          tone="error"
          action={
            <Button
              size="sm"
              variant="outline"
              onClick={() => separationRef.send({ type: 'separation.retry' })}
            >
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {start && (
        <>
          <DetailList
            items={[
              { label: 'Unidad', value: start.unitName },
              { label: 'Precio', value: start.price === null ? '—' : formatMoney(start.price, 'COP') },
              ...(start.quoteId === null ? [] : [{ label: 'Cotización', value: `#${start.quoteId}` }]),
            ]}
          />
          {!start.quoteAccepted && (
            <Alert tone="warning">La cotización aún no está aceptada: acéptala antes de separar.</Alert>
          )}
          <SeparationForm view={view} start={start} separationRef={separationRef} onCancel={onClose} />
        </>
      )}
    </Dialog>
  );
}

function SeparationForm(props: {
  view: ReturnType<typeof selectSeparationView>;
  start: NonNullable<ReturnType<typeof selectSeparationView>['start']>;
  separationRef: Ref;
  onCancel(): void;
}) {
  const { start, view } = props;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SeparationForm>({
    resolver: zodResolver(SeparationFormSchema),
    defaultValues: view.defaults ?? undefined,
  });
  // The server's refusal lands on its field; the values stay as typed.
  useEffect(() => {
    if (view.submitError?.field)
      setError(view.submitError.field, { type: 'server', message: view.submitError.message });
  }, [view.submitError, setError]);
  const only = start.leads.length === 1;
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit((values) => props.separationRef.send({ type: 'separation.submit', values }))}
    >
      {view.submitError && !view.submitError.field && <Alert tone="error">{view.submitError.message}</Alert>}
      <FormField label="Lead" required error={errors.lead_id?.message}>
        <SelectInput
          className={styles.select}
          {...register('lead_id', { setValueAs: (v: string) => (v ? Number(v) : undefined) })}
          disabled={view.busy || only}
        >
          <option value="">Elige…</option>
          {start.leads.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <div className={styles.row}>
        <FormField label="Valor de la separación" required error={errors.deposit?.message}>
          <TextInput
            inputMode="numeric"
            {...register('deposit', { setValueAs: pesos })}
            readOnly={view.busy}
          />
        </FormField>
        <FormField label="Medio de pago" required error={errors.deposit_method?.message}>
          <SelectInput className={styles.select} {...register('deposit_method')} disabled={view.busy}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </SelectInput>
        </FormField>
      </div>
      <div className={styles.footer}>
        <Button variant="outline" onClick={props.onCancel} disabled={view.busy}>
          Cancelar
        </Button>
        <Button type="submit" loading={view.busy} disabled={!start.quoteAccepted}>
          Separar unidad
        </Button>
      </div>
    </form>
  );
}

/** Whole pesos as typed, with or without thousands' dots; blank is no value, anything else is not a number. */
const pesos = (typed: unknown) => {
  const text = String(typed ?? '').replace(/[.\s]/g, '');
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};
