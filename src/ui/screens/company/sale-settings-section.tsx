import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { SaleSettingsFormSchema, type SaleSettings, type SaleSettingsForm } from '#domain/sale-settings';
import type { saleSettingsMachine } from '#machines/company/sale-settings/sale-settings.machine';
import { selectSaleSettingsView } from '#machines/company/sale-settings/sale-settings.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { FormField, TextInput } from '#ui/components/form-field';
import { DetailList } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';

type SettingsRef = ActorRefFrom<typeof saleSettingsMachine>;

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end' }),
};

const number = { valueAsNumber: true } as const;

/** The three settings as a form (OWNER, ADMIN); a saved copy or the current one after a race resets it. */
function SettingsForm({
  settings,
  saving,
  onSave,
}: {
  settings: SaleSettings;
  saving: boolean;
  onSave(values: SaleSettingsForm): void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SaleSettingsForm>({ resolver: zodResolver(SaleSettingsFormSchema), defaultValues: settings });
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit(onSave)}>
      <div className={styles.row}>
        <FormField label="Vigencia de las cotizaciones (días)" error={errors.quote_validity_days?.message}>
          <TextInput type="number" min={1} max={365} {...register('quote_validity_days', number)} />
        </FormField>
        <FormField
          label="Descuento máximo de un MEMBER (%)"
          error={errors.member_max_discount_pct?.message}
          helperText="Por encima, la cotización espera la aprobación de un OWNER o ADMIN."
        >
          <TextInput
            type="number"
            step="any"
            min={0}
            max={100}
            {...register('member_max_discount_pct', number)}
          />
        </FormField>
        <FormField label="Duración de la separación (días)" error={errors.reservation_days?.message}>
          <TextInput type="number" min={1} max={90} {...register('reservation_days', number)} />
        </FormField>
      </div>
      <div className={styles.footer}>
        <Button type="submit" loading={saving}>
          Guardar ajustes de venta
        </Button>
      </div>
    </form>
  );
}

/** 'Ventas': the company's sale settings; OWNER and ADMIN edit them, everyone else reads them. */
export function SaleSettingsSection({
  settingsRef,
  canEdit,
}: {
  settingsRef: SettingsRef;
  canEdit: boolean;
}) {
  const view = useSelector(settingsRef, selectSaleSettingsView, shallowEqual);
  const send = settingsRef.send;
  const s = view.settings;
  return (
    <Card title="Ventas">
      {view.loading && <Spinner text="Cargando ajustes de venta..." />}
      {view.error && (
        <Alert
          tone={view.failed ? 'error' : 'warning'}
          action={
            view.failed ? (
              <Button size="sm" variant="outline" onClick={() => send({ type: 'settings.retry' })}>
                Reintentar
              </Button>
            ) : undefined
          }
        >
          {view.error}
        </Alert>
      )}
      {s &&
        (canEdit ? (
          <SettingsForm
            key={s.version}
            settings={s}
            saving={view.saving}
            onSave={(values) => send({ type: 'settings.save', values })}
          />
        ) : (
          <DetailList
            items={[
              { label: 'Vigencia de las cotizaciones', value: `${s.quote_validity_days} días` },
              { label: 'Descuento máximo de un MEMBER', value: `${s.member_max_discount_pct} %` },
              { label: 'Duración de la separación', value: `${s.reservation_days} días` },
            ]}
          />
        ))}
    </Card>
  );
}
