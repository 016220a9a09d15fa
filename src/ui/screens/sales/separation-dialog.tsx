import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Field } from '@ark-ui/react/field';
import { css } from '#styled-system/css';
import { formatMoney } from '#domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '#domain/sales';
import type { separationMachine } from '#machines/sales/separation/separation.machine';
import { selectSeparationView } from '#machines/sales/separation/separation.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextInput } from '#ui/components/form-field';
import { DetailList } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';

type Ref = ActorRefFrom<typeof separationMachine>;

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' }),
  select: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
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
  const [leadId, setLeadId] = useState(start.leads.length === 1 ? String(start.leads[0]!.id) : '');
  const [deposit, setDeposit] = useState(start.deposit === null ? '' : String(start.deposit));
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = Number(deposit);
    if (!leadId) return setProblem('Elige el lead que separa la unidad');
    if (!deposit || !Number.isFinite(amount) || amount <= 0)
      return setProblem('El valor de la separación debe ser mayor que cero');
    setProblem(null);
    props.separationRef.send({ type: 'separation.submit', leadId: Number(leadId), deposit: amount, method });
  };
  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      {view.error && <Alert tone="error">{view.error}</Alert>}
      <FormField label="Lead" required error={problem?.startsWith('Elige') ? problem : undefined}>
        <Field.Select
          className={styles.select}
          value={leadId}
          onChange={(e) => setLeadId(e.target.value)}
          disabled={view.busy || start.leads.length === 1}
        >
          <option value="">Elige…</option>
          {start.leads.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Field.Select>
      </FormField>
      <div className={styles.row}>
        <FormField
          label="Valor de la separación"
          required
          error={problem && !problem.startsWith('Elige') ? problem : undefined}
        >
          <TextInput
            inputMode="numeric"
            value={deposit}
            onChange={(e) => setDeposit(e.target.value.replace(/[^\d]/g, ''))}
            disabled={view.busy}
          />
        </FormField>
        <FormField label="Medio de pago" required>
          <Field.Select
            className={styles.select}
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
            disabled={view.busy}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </Field.Select>
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
