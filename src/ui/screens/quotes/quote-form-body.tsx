import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { Field } from '@ark-ui/react/field';
import { css } from '#styled-system/css';
import { QuoteFormSchema, type QuoteForm, type QuoteFormField } from '#domain/quote-form';
import { FINANCING_LABELS, FINANCING_TYPES } from '#domain/quote-plan';
import type { quoteFormPageMachine } from '#machines/quotes/quote-form-page/quote-form-page.machine';
import type { selectQuoteFormView } from '#machines/quotes/quote-form-page/quote-form-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { FormField, TextInput } from '#ui/components/form-field';
import { QuotePlanTable } from './quote-plan-table';
import { quoteStyles } from './quote-styles';

type PageRef = ActorRefFrom<typeof quoteFormPageMachine>;
type View = ReturnType<typeof selectQuoteFormView>;

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '4xl' }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0' }),
  legend: css({ textStyle: 'heading.section', mb: '2' }),
  row: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
    gap: '3',
  }),
  radios: css({ display: 'flex', gap: '4', flexWrap: 'wrap' }),
  radio: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2' }),
};

const number = { valueAsNumber: true } as const;
const optionalId = { setValueAs: (v: unknown) => (v === '' || v == null ? undefined : Number(v)) };

/** The quote form: react-hook-form owns the fields; every change refreshes the machine's preview. */
export function QuoteFormBody({ view, send }: { view: View; send: PageRef['send'] }) {
  const { register, handleSubmit, control, setError, formState } = useForm<QuoteForm>({
    resolver: zodResolver(QuoteFormSchema),
    defaultValues: view.defaults!,
  });
  const leadMode = useWatch({ control, name: 'lead_mode' });
  const discountKind = useWatch({ control, name: 'discount_kind' });
  const values = useWatch({ control });
  useEffect(() => send({ type: 'form.change', values: values as Partial<QuoteForm> }), [values, send]);
  // The server's refusal lands on its field; the values stay as typed.
  useEffect(() => {
    if (view.submitError?.field)
      setError(view.submitError.field, { type: 'server', message: view.submitError.message });
  }, [view.submitError, setError]);
  const errorOf = (field: QuoteFormField) =>
    formState.errors[field]?.message ??
    (view.planError?.field === field ? view.planError.message : undefined);
  const disabled = view.saving;
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit((values) => send({ type: 'form.submit', values }))}
    >
      {view.submitError && !view.submitError.field && <Alert tone="error">{view.submitError.message}</Alert>}
      {view.planError?.field === 'property_id' && <Alert tone="error">{view.planError.message}</Alert>}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Cliente</legend>
        <div className={styles.radios} role="radiogroup" aria-label="Cliente">
          <label className={styles.radio}>
            <input type="radio" value="existing" {...register('lead_mode')} disabled={disabled} />
            Un lead de la empresa
          </label>
          <label className={styles.radio}>
            <input type="radio" value="new" {...register('lead_mode')} disabled={disabled} />
            Un contacto nuevo
          </label>
        </div>
        {leadMode === 'existing' ? (
          <FormField label="Lead" required error={errorOf('lead_id')}>
            <Field.Select
              className={quoteStyles.select}
              {...register('lead_id', optionalId)}
              disabled={disabled}
            >
              <option value="">Elige un lead</option>
              {view.leads.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </Field.Select>
          </FormField>
        ) : (
          <div className={styles.row}>
            <FormField label="Nombre" required error={errorOf('contact_name')}>
              <TextInput {...register('contact_name')} autoComplete="off" disabled={disabled} />
            </FormField>
            <FormField label="Correo electrónico" error={errorOf('contact_email')}>
              <TextInput type="email" {...register('contact_email')} disabled={disabled} />
            </FormField>
            <FormField
              label="Teléfono"
              error={errorOf('contact_phone')}
              helperText="Correo o teléfono: al menos uno."
            >
              <TextInput type="tel" {...register('contact_phone')} disabled={disabled} />
            </FormField>
          </div>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Precio y cuota inicial</legend>
        <div className={styles.row}>
          <FormField label="Tipo de descuento">
            <Field.Select className={quoteStyles.select} {...register('discount_kind')} disabled={disabled}>
              <option value="pct">Porcentaje (%)</option>
              <option value="amount">Valor (COP)</option>
            </Field.Select>
          </FormField>
          <FormField
            label={discountKind === 'amount' ? 'Descuento (COP)' : 'Descuento (%)'}
            error={errorOf('discount_value')}
          >
            <TextInput
              type="number"
              step="any"
              min={0}
              {...register('discount_value', number)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Separación (COP)" error={errorOf('separation_amount')}>
            <TextInput type="number" min={0} {...register('separation_amount', number)} disabled={disabled} />
          </FormField>
          <FormField label="Cuota inicial (%)" error={errorOf('initial_pct')}>
            <TextInput
              type="number"
              step="any"
              min={0}
              max={100}
              {...register('initial_pct', number)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Número de cuotas" error={errorOf('instalment_count')}>
            <TextInput
              type="number"
              min={1}
              max={120}
              {...register('instalment_count', number)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Día de pago" error={errorOf('instalment_day')}>
            <TextInput
              type="number"
              min={1}
              max={31}
              {...register('instalment_day', number)}
              disabled={disabled}
            />
          </FormField>
          <FormField label="Fecha de entrega" error={errorOf('delivery_date')}>
            <TextInput type="date" {...register('delivery_date')} disabled={disabled} />
          </FormField>
        </div>
        {view.needsApproval && (
          <Alert tone="warning">
            El descuento supera el {view.discountCap} % que un MEMBER puede dar: la cotización quedará
            pendiente de aprobación de un OWNER o ADMIN.
          </Alert>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Saldo</legend>
        <div className={styles.row}>
          <FormField label="Financiación del saldo" error={errorOf('financing')}>
            <Field.Select className={quoteStyles.select} {...register('financing')} disabled={disabled}>
              {FINANCING_TYPES.map((f) => (
                <option key={f} value={f}>
                  {FINANCING_LABELS[f]}
                </option>
              ))}
            </Field.Select>
          </FormField>
          <FormField
            label="Subsidio (COP)"
            error={errorOf('subsidy_amount')}
            helperText="Mi Casa Ya, caja de compensación…"
          >
            <TextInput type="number" min={0} {...register('subsidy_amount', number)} disabled={disabled} />
          </FormField>
        </div>
        <p>Vigencia: {view.validityDays} días desde hoy (ajuste de la empresa).</p>
      </fieldset>
      <section aria-labelledby="vista-previa" className={quoteStyles.section}>
        <h2 id="vista-previa" className={quoteStyles.heading}>
          Plan de pagos
        </h2>
        {view.plan ? (
          <QuotePlanTable
            label="Vista previa del plan de pagos"
            rows={view.plan.rows}
            total={view.planTotal!}
          />
        ) : (
          <p>Completa los campos para ver el plan.</p>
        )}
      </section>
      <div className={styles.footer}>
        <Button type="submit" loading={view.saving} disabled={!view.canCreate}>
          {view.saving ? 'Guardando...' : 'Guardar cotización'}
        </Button>
      </div>
    </form>
  );
}
