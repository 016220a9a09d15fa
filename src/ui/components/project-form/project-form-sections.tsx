import { Controller } from 'react-hook-form';
import { PROJECT_PRIORITIES, PROJECT_PRIORITY_LABELS } from '#domain/construction';
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
import { NumberInput } from '#ui/components/number-input';
import { SelectField } from '#ui/components/select';
import type { SectionProps } from './project-form-props';

const STATUS_ITEMS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));
const TYPE_ITEMS = PROJECT_TYPES.map((t) => ({ value: t, label: PROJECT_TYPE_LABELS[t] }));
const PRIORITY_ITEMS = PROJECT_PRIORITIES.map((p) => ({ value: p, label: PROJECT_PRIORITY_LABELS[p] }));
const COUNTRY_ITEMS = PROJECT_COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));

const asNumber = { setValueAs: toOptionalNumber };
// The constructor form types the country as its code, so the spec's two country messages can be met.
const asCountryCode = { setValueAs: (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v) };

/** 'Información Básica': name, description, status and type; the constructor's priority. */
export function BasicSection({ form, disabled, variant }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const constructor = variant === 'constructor';
  // Spec §4: the constructor form starts a project as Activo, the portal's as Borrador.
  const defaultStatus = constructor ? 'ACTIVE' : 'DRAFT';
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
        <FormField
          label="Descripción"
          required={constructor}
          error={errors.description?.message}
          className={formStyles.wide}
        >
          <TextArea
            {...register('description')}
            disabled={disabled}
            maxLength={constructor ? 1000 : undefined}
          />
        </FormField>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <SelectField
              label="Estado"
              items={STATUS_ITEMS}
              value={field.value ?? defaultStatus}
              onValueChange={(v) => field.onChange(v ?? defaultStatus)}
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
        {constructor && (
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <SelectField
                label="Prioridad"
                items={PRIORITY_ITEMS}
                value={field.value ?? 'medium'}
                onValueChange={(v) => field.onChange(v ?? 'medium')}
                disabled={disabled}
                error={errors.priority?.message}
              />
            )}
          />
        )}
      </div>
    </FormSection>
  );
}

/** 'Ubicación del Proyecto' in the spec's order: country, city, zone, neighbourhood, address, location, department. */
export function LocationSection({ form, disabled, variant }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const constructor = variant === 'constructor';
  return (
    <FormSection title="Ubicación del Proyecto">
      <div className={formStyles.grid}>
        {constructor ? (
          <FormField
            label="Código del país"
            required
            helperText="Dos letras, ej: CO, US"
            error={errors.country_code?.message}
          >
            <TextInput {...register('country_code', asCountryCode)} disabled={disabled} maxLength={3} />
          </FormField>
        ) : (
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
        )}
        <FormField label="Ciudad" required={constructor} error={errors.city?.message}>
          <TextInput {...register('city')} disabled={disabled} maxLength={100} />
        </FormField>
        <FormField label="Zona" error={errors.zone?.message}>
          <TextInput {...register('zone')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Barrio" error={errors.neighborhood?.message}>
          <TextInput {...register('neighborhood')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Dirección" required error={errors.address?.message}>
          <TextInput {...register('address')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField
          label="Ubicación"
          required
          helperText="Ciudad o sector que verán los compradores"
          error={errors.location?.message}
        >
          <TextInput {...register('location')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Departamento" error={errors.department?.message}>
          <TextInput {...register('department')} disabled={disabled} maxLength={100} />
        </FormField>
      </div>
    </FormSection>
  );
}

/** 'Coordenadas y Lugares Cercanos': any decimal, typed or from the browser, and the nearby places. */
export function CoordinatesSection({ form, disabled }: SectionProps) {
  const {
    register,
    control,
    setValue,
    clearErrors,
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
              setValue('latitude', latitude, { shouldDirty: true });
              setValue('longitude', longitude, { shouldDirty: true });
              clearErrors(['latitude', 'longitude']);
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
