import { Controller } from 'react-hook-form';
import { CONSTRUCTION_STAGES, CONSTRUCTION_STAGE_LABELS } from '#domain/construction';
import { CONSTRUCTOR_CURRENCIES, CONSTRUCTOR_SCHEDULE_FIELDS } from '#domain/constructor-project-form';
import { toOptionalNumber } from '#domain/form-values';
import type { Project } from '#domain/project';
import { projectAutoFill } from '#domain/project-form';
import { CURRENCIES } from '#domain/statuses';
import { FormField, TextInput } from '#ui/components/form-field';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { NumberFields } from '#ui/components/number-fields';
import { NumberInput } from '#ui/components/number-input';
import { SelectField } from '#ui/components/select';
import type { SectionProps } from './project-form-props';

// Spec §9: the constructor form offers MXN and ARS besides the portal's COP, USD and EUR.
const CURRENCY_ITEMS = {
  portal: CURRENCIES.map((c) => ({ value: c, label: c })),
  constructor: CONSTRUCTOR_CURRENCIES.map((c) => ({ value: c, label: c })),
};
const STAGE_ITEMS = CONSTRUCTION_STAGES.map((s) => ({ value: s, label: CONSTRUCTION_STAGE_LABELS[s] }));

const asNumber = { setValueAs: toOptionalNumber };

const registeredUnits = (n: number) => (n === 1 ? 'la unidad registrada' : `las ${n} unidades registradas`);

/** 'Unidades y Precios': units and price range, with the spec's auto-fill, and the currency. */
export function UnitsSection({
  form,
  disabled,
  variant,
  project,
}: SectionProps & { project: Project | null }) {
  const {
    register,
    control,
    getValues,
    getFieldState,
    setValue,
    formState: { errors },
  } = form;
  const unitsFollowRegistry = (project?.properties_count ?? 0) > 0;

  // Spec §5: leaving the total fills an empty, untouched available units; leaving the minimum the maximum price.
  const autoFill = () => {
    const fill = projectAutoFill(getValues(), {
      available_units: getFieldState('available_units').isTouched,
      price_range_max: getFieldState('price_range_max').isTouched,
    });
    if (fill.available_units !== undefined) setValue('available_units', fill.available_units);
    if (fill.price_range_max !== undefined) setValue('price_range_max', fill.price_range_max);
  };

  return (
    <FormSection title="Unidades y Precios">
      <div className={formStyles.grid}>
        <FormField label="Total de unidades" required error={errors.total_units?.message}>
          <NumberInput
            min={1}
            step={1}
            {...register('total_units', { ...asNumber, onBlur: autoFill })}
            disabled={disabled}
          />
        </FormField>
        <FormField
          label="Unidades disponibles"
          error={errors.available_units?.message}
          helperText={
            unitsFollowRegistry
              ? `Se calcula a partir de ${registeredUnits(project?.properties_count ?? 0)}.`
              : 'Si lo dejas vacío, toma el total de unidades.'
          }
        >
          <NumberInput
            min={0}
            step={1}
            readOnly={unitsFollowRegistry}
            {...register('available_units', asNumber)}
            disabled={disabled}
          />
        </FormField>
        <FormField label="Precio mínimo" error={errors.price_range_min?.message}>
          <NumberInput
            min={0}
            step={1_000_000}
            {...register('price_range_min', { ...asNumber, onBlur: autoFill })}
            disabled={disabled}
          />
        </FormField>
        <FormField label="Precio máximo" error={errors.price_range_max?.message}>
          <NumberInput
            min={0}
            step={1_000_000}
            {...register('price_range_max', asNumber)}
            disabled={disabled}
          />
        </FormField>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <SelectField
              label="Moneda"
              items={CURRENCY_ITEMS[variant]}
              value={field.value ?? 'COP'}
              onValueChange={(v) => field.onChange(v ?? 'COP')}
              disabled={disabled}
              error={errors.currency?.message}
            />
          )}
        />
      </div>
    </FormSection>
  );
}

/** The portal's figures after the dates: progress and the investment figures. */
function PortalScheduleFigures({ form, disabled }: Pick<SectionProps, 'form' | 'disabled'>) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField label="Avance de obra (%)" error={errors.progress?.message}>
        <NumberInput min={0} max={100} step={1} {...register('progress', asNumber)} disabled={disabled} />
      </FormField>
      <FormField label="Inversión" error={errors.investment_amount?.message}>
        <NumberInput
          min={0}
          step={1_000_000}
          {...register('investment_amount', asNumber)}
          disabled={disabled}
        />
      </FormField>
      <FormField label="ROI esperado (%)" error={errors.roi_expected?.message}>
        <NumberInput
          min={0}
          max={100}
          step={0.1}
          {...register('roi_expected', asNumber)}
          disabled={disabled}
        />
      </FormField>
      <FormField label="Ingresos" error={errors.revenue?.message}>
        <NumberInput min={0} step={1_000_000} {...register('revenue', asNumber)} disabled={disabled} />
      </FormField>
    </>
  );
}

/** 'Cronograma e Inversión': the dates and the money; the constructor's works stage, budget and spending. */
export function ScheduleSection({ form, disabled, variant }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const constructor = variant === 'constructor';
  return (
    <FormSection title="Cronograma e Inversión">
      <div className={formStyles.grid}>
        {constructor && (
          <Controller
            control={control}
            name="construction_stage"
            render={({ field }) => (
              <SelectField
                label="Etapa de obra"
                items={STAGE_ITEMS}
                value={field.value ?? 'planning'}
                onValueChange={(v) => field.onChange(v ?? 'planning')}
                disabled={disabled}
                error={errors.construction_stage?.message}
              />
            )}
          />
        )}
        <FormField label="Fecha de inicio" error={errors.start_date?.message}>
          <TextInput type="date" {...register('start_date')} disabled={disabled} />
        </FormField>
        <FormField label="Fecha de finalización" error={errors.completion_date?.message}>
          <TextInput type="date" {...register('completion_date')} disabled={disabled} />
        </FormField>
        <FormField label="Fecha de entrega" error={errors.delivery_date?.message}>
          <TextInput type="date" {...register('delivery_date')} disabled={disabled} />
        </FormField>
        {constructor ? (
          <NumberFields
            fields={CONSTRUCTOR_SCHEDULE_FIELDS}
            register={register}
            errors={errors}
            disabled={disabled}
          />
        ) : (
          <PortalScheduleFigures form={form} disabled={disabled} />
        )}
      </div>
    </FormSection>
  );
}
