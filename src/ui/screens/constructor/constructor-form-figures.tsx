import { Controller } from 'react-hook-form';
import { CONSTRUCTION_STAGES, CONSTRUCTION_STAGE_LABELS } from '#domain/construction';
import {
  CONSTRUCTOR_CURRENCIES,
  CONSTRUCTOR_SCHEDULE_FIELDS,
  CONSTRUCTOR_UNIT_FIELDS,
} from '#domain/constructor-project-form';
import { FormField, TextInput } from '#ui/components/form-field';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { NumberFields } from '#ui/components/number-fields';
import { SelectField } from '#ui/components/select';
import type { ConstructorSectionProps } from './constructor-form-props';

const CURRENCY_ITEMS = CONSTRUCTOR_CURRENCIES.map((c) => ({ value: c, label: c }));
const STAGE_ITEMS = CONSTRUCTION_STAGES.map((s) => ({ value: s, label: CONSTRUCTION_STAGE_LABELS[s] }));

/** 'Unidades y Precios': units, price range and currency (MXN and ARS besides the portal's three). */
export function ConstructorUnitsSection({ form, disabled }: ConstructorSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Unidades y Precios">
      <div className={formStyles.grid}>
        <NumberFields
          fields={CONSTRUCTOR_UNIT_FIELDS}
          register={register}
          errors={errors}
          disabled={disabled}
          helpers={{ available_units: 'Si lo dejas vacío, toma el total de unidades.' }}
        />
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

/** 'Cronograma e Inversión': where the works are, the dates, the money and the progress. */
export function ConstructorScheduleSection({ form, disabled }: ConstructorSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Cronograma e Inversión">
      <div className={formStyles.grid}>
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
        <FormField label="Fecha de inicio" error={errors.start_date?.message}>
          <TextInput type="date" {...register('start_date')} disabled={disabled} />
        </FormField>
        <FormField label="Fecha de finalización" error={errors.completion_date?.message}>
          <TextInput type="date" {...register('completion_date')} disabled={disabled} />
        </FormField>
        <FormField label="Fecha de entrega" error={errors.delivery_date?.message}>
          <TextInput type="date" {...register('delivery_date')} disabled={disabled} />
        </FormField>
        <NumberFields
          fields={CONSTRUCTOR_SCHEDULE_FIELDS}
          register={register}
          errors={errors}
          disabled={disabled}
        />
      </div>
    </FormSection>
  );
}

/** 'Equipo': who builds it, and who answers for it in the company. */
export function ConstructorTeamSection({ form, disabled }: ConstructorSectionProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Equipo">
      <div className={formStyles.grid}>
        <FormField label="Desarrollador" error={errors.developer?.message}>
          <TextInput {...register('developer')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Arquitecto" error={errors.architect?.message}>
          <TextInput {...register('architect')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Constructora" error={errors.construction_company?.message}>
          <TextInput {...register('construction_company')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Responsable del proyecto" error={errors.manager?.message}>
          <TextInput {...register('manager')} disabled={disabled} maxLength={255} />
        </FormField>
      </div>
    </FormSection>
  );
}
