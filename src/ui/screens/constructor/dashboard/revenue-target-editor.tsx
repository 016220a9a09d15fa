import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { RevenueTargetFormSchema, type RevenueTargetFormValues } from '#domain/constructor-forms';
import { toOptionalNumber } from '#domain/form-values';
import { formatMoney } from '#domain/format';
import type { revenueTargetMachine } from '#machines/constructor/revenue-target/revenue-target.machine';
import { selectRevenueTargetView } from '#machines/constructor/revenue-target/revenue-target.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { FormField } from '#ui/components/form-field';
import { NumberInput } from '#ui/components/number-input';

type TargetRef = ActorRefFrom<typeof revenueTargetMachine>;

const styles = {
  row: css({ display: 'flex', alignItems: 'flex-end', gap: '3', flexWrap: 'wrap' }),
  field: css({ flex: '1', minW: '12rem' }),
  current: css({ textStyle: 'body', color: 'fg.muted' }),
};

function TargetForm({
  targetRef,
  current,
  saving,
}: {
  targetRef: TargetRef;
  current: number | null;
  saving: boolean;
}) {
  const { register, handleSubmit, formState } = useForm<RevenueTargetFormValues>({
    resolver: zodResolver(RevenueTargetFormSchema),
    // A blank field reads null, which the schema refuses with its Spanish message.
    defaultValues: { monthly_target: current as number },
  });
  return (
    <form
      className={styles.row}
      noValidate
      aria-label="Meta mensual de ingresos"
      onSubmit={handleSubmit((values) => targetRef.send({ type: 'target.submit', values }))}
    >
      <FormField
        label="Meta mensual (COP)"
        className={styles.field}
        error={formState.errors.monthly_target?.message}
      >
        <NumberInput
          min={0}
          step={1_000_000}
          disabled={saving}
          {...register('monthly_target', { setValueAs: toOptionalNumber })}
        />
      </FormField>
      <Button type="submit" loading={saving}>
        {saving ? 'Guardando...' : 'Guardar meta'}
      </Button>
      <Button variant="outline" disabled={saving} onClick={() => targetRef.send({ type: 'target.cancel' })}>
        Cancelar
      </Button>
    </form>
  );
}

/** The monthly revenue target: its value and, for those who may change it, an editor. */
export function RevenueTargetEditor({
  targetRef,
  current,
  canEdit,
}: {
  targetRef: TargetRef;
  current: number | null;
  canEdit: boolean;
}) {
  const view = useSelector(targetRef, selectRevenueTargetView, shallowEqual);
  if (canEdit && view.open) {
    return (
      <>
        {view.error && <Alert tone="error">{view.error}</Alert>}
        <TargetForm targetRef={targetRef} current={current} saving={view.saving} />
      </>
    );
  }
  return (
    <div className={styles.row}>
      <span className={styles.current}>
        Meta mensual: {current === null ? 'Sin meta definida' : formatMoney(current)}
      </span>
      {canEdit && (
        <Button size="sm" variant="outline" onClick={() => targetRef.send({ type: 'target.edit' })}>
          Editar meta
        </Button>
      )}
    </div>
  );
}
