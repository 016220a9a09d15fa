import { Controller } from 'react-hook-form';
import { toOptionalNumber } from '#domain/form-values';
import type { Project } from '#domain/project';
import { projectAutoFill } from '#domain/project-form';
import { CURRENCIES } from '#domain/statuses';
import { FormField, TextInput } from '#ui/components/form-field';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { SelectField } from '#ui/components/select';
import { NumberInput } from '#ui/components/number-input';
import type { SectionProps } from './project-form-section-props';

const CURRENCY_ITEMS = CURRENCIES.map((c) => ({ value: c, label: c }));

const asNumber = { setValueAs: toOptionalNumber };

const registeredUnits = (n: number) => (n === 1 ? 'la unidad registrada' : `las ${n} unidades registradas`);

/** 'Unidades y Precios': units and price range, with the spec's auto-fill, and the currency. */
export function UnitsSection({ form, disabled, project }: SectionProps & { project: Project | null }) {
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
              items={CURRENCY_ITEMS}
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

/** 'Cronograma e Inversión': dates, progress and the investment figures. */
export function ScheduleSection({ form, disabled }: SectionProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Cronograma e Inversión">
      <div className={formStyles.grid}>
        <FormField label="Fecha de inicio" error={errors.start_date?.message}>
          <TextInput type="date" {...register('start_date')} disabled={disabled} />
        </FormField>
        <FormField label="Fecha de finalización" error={errors.completion_date?.message}>
          <TextInput type="date" {...register('completion_date')} disabled={disabled} />
        </FormField>
        <FormField label="Fecha de entrega" error={errors.delivery_date?.message}>
          <TextInput type="date" {...register('delivery_date')} disabled={disabled} />
        </FormField>
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
      </div>
    </FormSection>
  );
}
