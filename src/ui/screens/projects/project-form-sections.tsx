import { Controller } from 'react-hook-form';
import { toOptionalNumber } from '#domain/form-values';
import {
  PROJECT_COUNTRIES,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
} from '#domain/statuses';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { MyLocationButton } from '#ui/components/my-location-button';
import { NearbyPlacesEditor } from '#ui/components/nearby-places';
import { SelectField } from '#ui/components/select';
import { NumberInput } from '#ui/components/number-input';
import type { SectionProps } from './project-form-section-props';

const STATUS_ITEMS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));
const TYPE_ITEMS = PROJECT_TYPES.map((t) => ({ value: t, label: PROJECT_TYPE_LABELS[t] }));
const COUNTRY_ITEMS = PROJECT_COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));

const asNumber = { setValueAs: toOptionalNumber };

/** 'Información Básica': name, description, status and type. */
export function BasicSection({ form, disabled }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Información Básica">
      <div className={formStyles.grid}>
        <FormField
          label="Nombre del proyecto"
          required
          error={errors.name?.message}
          className={formStyles.wide}
        >
          <TextInput {...register('name')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Descripción" error={errors.description?.message} className={formStyles.wide}>
          <TextArea {...register('description')} disabled={disabled} />
        </FormField>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <SelectField
              label="Estado"
              items={STATUS_ITEMS}
              value={field.value ?? 'DRAFT'}
              onValueChange={(v) => field.onChange(v ?? 'DRAFT')}
              disabled={disabled}
              error={errors.status?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <SelectField
              label="Tipo de proyecto"
              items={TYPE_ITEMS}
              value={field.value ?? null}
              placeholder="Selecciona un tipo"
              onValueChange={(v) => field.onChange(v)}
              disabled={disabled}
              error={errors.type?.message}
            />
          )}
        />
      </div>
    </FormSection>
  );
}

/** 'Ubicación del Proyecto': country, city, zone, neighbourhood, address, location and department. */
export function LocationSection({ form, disabled }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Ubicación del Proyecto">
      <div className={formStyles.grid}>
        <Controller
          control={control}
          name="country_code"
          render={({ field }) => (
            <SelectField
              label="País"
              items={COUNTRY_ITEMS}
              value={field.value ?? 'CO'}
              onValueChange={(v) => field.onChange(v ?? 'CO')}
              disabled={disabled}
              error={errors.country_code?.message}
            />
          )}
        />
        <FormField label="Ciudad" error={errors.city?.message}>
          <TextInput {...register('city')} disabled={disabled} />
        </FormField>
        <FormField label="Zona" error={errors.zone?.message}>
          <TextInput {...register('zone')} disabled={disabled} />
        </FormField>
        <FormField label="Barrio" error={errors.neighborhood?.message}>
          <TextInput {...register('neighborhood')} disabled={disabled} />
        </FormField>
        <FormField label="Dirección" required error={errors.address?.message}>
          <TextInput {...register('address')} disabled={disabled} />
        </FormField>
        <FormField
          label="Ubicación"
          required
          helperText="Ciudad o sector que verán los compradores"
          error={errors.location?.message}
        >
          <TextInput {...register('location')} disabled={disabled} />
        </FormField>
        <FormField label="Departamento" error={errors.department?.message}>
          <TextInput {...register('department')} disabled={disabled} />
        </FormField>
      </div>
    </FormSection>
  );
}

/** 'Coordenadas y Lugares Cercanos': latitude and longitude (typed or from the browser) and nearby places. */
export function CoordinatesSection({ form, disabled }: SectionProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Coordenadas y Lugares Cercanos">
      <div className={formStyles.grid}>
        <FormField label="Latitud" error={errors.latitude?.message}>
          <NumberInput step="any" {...register('latitude', asNumber)} disabled={disabled} />
        </FormField>
        <FormField label="Longitud" error={errors.longitude?.message}>
          <NumberInput step="any" {...register('longitude', asNumber)} disabled={disabled} />
        </FormField>
        <div className={formStyles.wide}>
          <MyLocationButton
            disabled={disabled}
            onLocate={(latitude, longitude) => {
              setValue('latitude', latitude);
              setValue('longitude', longitude);
            }}
          />
        </div>
        <div className={formStyles.wide}>
          <Controller
            control={control}
            name="nearby_places"
            render={({ field }) => (
              <NearbyPlacesEditor value={field.value ?? []} onChange={field.onChange} disabled={disabled} />
            )}
          />
        </div>
      </div>
    </FormSection>
  );
}
