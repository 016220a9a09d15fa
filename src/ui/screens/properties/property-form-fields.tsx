import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { Amenity, AmenityFlags } from '#domain/amenity';
import { isCustomAmenityFlag } from '#domain/amenity';
import type { Property } from '#domain/property';
import {
  CHARACTERISTIC_FIELDS,
  PRICE_FIELD,
  PROPERTY_COORDINATE_FIELDS,
  PropertyFormSchema,
  newPropertyFormValues,
  propertyToFormValues,
  propertyToRequest,
  type PropertyFormInput,
  type PropertyFormValues,
} from '#domain/property-form';
import {
  CURRENCIES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyStatus,
  type PropertyType,
} from '#domain/statuses';
import type { AmenityCategory } from '#domain/amenity';
import { AmenityPicker } from '#ui/components/amenity-picker';
import { Button } from '#ui/components/button';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { SelectField } from '#ui/components/select';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { holdWhileUploading, ImageUploadField, type FormUpload } from '#ui/components/file-upload';
import { NumberFields } from '#ui/components/number-fields';

/** The status choices of a form: the statuses the page allows this role to give. */
export const statusItems = (statuses: readonly PropertyStatus[]) =>
  statuses.map((s) => ({ value: s, label: PROPERTY_STATUS_LABELS[s] }));
const CURRENCY_ITEMS = CURRENCIES.map((c) => ({ value: c, label: c }));
export const typeItems = (types: readonly PropertyType[]) =>
  types.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] }));

/** Props of {@link AmenityFlagsPicker}. */
export type AmenityFlagsPickerProps = {
  amenities: readonly Amenity[];
  categories: readonly AmenityCategory[];
  value: AmenityFlags;
  onChange(flags: AmenityFlags): void;
  loadError: string | null;
  disabled: boolean;
};

/** The amenity picker over a property's flags object, with custom entries (spec §3). */
export function AmenityFlagsPicker({
  amenities,
  categories,
  value,
  onChange,
  loadError,
  disabled,
}: AmenityFlagsPickerProps) {
  const on = Object.keys(value).filter((flag) => value[flag]);
  const without = (flag: string) => Object.fromEntries(Object.entries(value).filter(([f]) => f !== flag));
  return (
    <AmenityPicker
      amenities={amenities}
      categories={categories}
      selected={on.filter((f) => !isCustomAmenityFlag(f))}
      loadError={loadError}
      disabled={disabled}
      onToggle={(code, chosen) => onChange(chosen ? { ...value, [code]: true } : without(code))}
      custom={{
        flags: on.filter(isCustomAmenityFlag),
        onAdd: (flag) => onChange({ ...value, [flag]: true }),
        onRemove: (flag) => onChange(without(flag)),
      }}
    />
  );
}

/** Props of {@link PropertyFormFields}. */
export type PropertyFormFieldsProps = {
  property: Property | null;
  /** Types the role may choose (spec §5: by role at creation). */
  allowedTypes: readonly PropertyType[];
  /** Statuses the role may give (at creation, those it may set by editing). */
  allowedStatuses: readonly PropertyStatus[];
  amenities: readonly Amenity[];
  amenitiesError: string | null;
  saving: boolean;
  onSubmit(values: PropertyFormValues): void;
  onCancel(): void;
  /** The page's upload batch for the property's images (into the company that owns it). */
  upload: FormUpload;
};

/** Spec §5 "Property form" for independent properties. */
export function PropertyFormFields({
  property,
  allowedTypes,
  allowedStatuses,
  amenities,
  amenitiesError,
  saving,
  onSubmit,
  onCancel,
  upload,
}: PropertyFormFieldsProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PropertyFormInput, unknown, PropertyFormValues>({
    resolver: zodResolver(PropertyFormSchema),
    defaultValues: property ? propertyToFormValues(property) : newPropertyFormValues(allowedTypes),
  });
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(propertyToRequest(values)))}
    >
      <FormSection title="Información Básica">
        <div className={formStyles.grid}>
          <FormField
            label="Nombre de la propiedad"
            required
            error={errors.name?.message}
            className={formStyles.wide}
          >
            <TextInput {...register('name')} disabled={saving} maxLength={255} />
          </FormField>
          <FormField label="Descripción" error={errors.description?.message} className={formStyles.wide}>
            <TextArea {...register('description')} disabled={saving} />
          </FormField>
          <Controller
            control={control}
            name="property_type"
            render={({ field }) => (
              <SelectField
                label="Tipo de propiedad"
                items={typeItems(allowedTypes)}
                value={field.value ?? null}
                onValueChange={(v) => field.onChange(v)}
                disabled={saving}
                error={errors.property_type?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <SelectField
                label="Estado"
                items={statusItems(allowedStatuses)}
                value={field.value ?? 'AVAILABLE'}
                onValueChange={(v) => field.onChange(v ?? 'AVAILABLE')}
                disabled={saving}
                error={errors.status?.message}
              />
            )}
          />
        </div>
      </FormSection>
      <FormSection title="Ubicación">
        <div className={formStyles.grid}>
          <FormField label="Dirección" error={errors.address?.message} className={formStyles.wide}>
            <TextInput {...register('address')} disabled={saving} />
          </FormField>
          <FormField label="Ciudad" error={errors.city?.message}>
            <TextInput {...register('city')} disabled={saving} />
          </FormField>
          <FormField label="Departamento" error={errors.department?.message}>
            <TextInput {...register('department')} disabled={saving} />
          </FormField>
          <FormField label="Barrio" error={errors.neighborhood?.message}>
            <TextInput {...register('neighborhood')} disabled={saving} />
          </FormField>
          <NumberFields
            fields={PROPERTY_COORDINATE_FIELDS}
            register={register}
            errors={errors}
            disabled={saving}
          />
        </div>
      </FormSection>
      <FormSection title="Características y Precio">
        <div className={formStyles.grid3}>
          <NumberFields
            fields={[...CHARACTERISTIC_FIELDS, PRICE_FIELD]}
            register={register}
            errors={errors}
            disabled={saving}
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
                disabled={saving}
                error={errors.currency?.message}
              />
            )}
          />
        </div>
      </FormSection>
      <FormSection title="Amenidades">
        <Controller
          control={control}
          name="amenities"
          render={({ field }) => (
            <AmenityFlagsPicker
              amenities={amenities}
              categories={['Privada', 'Comunal']}
              value={field.value ?? {}}
              onChange={field.onChange}
              loadError={amenitiesError}
              disabled={saving}
            />
          )}
        />
      </FormSection>
      <FormSection title="Imágenes">
        <Controller
          control={control}
          name="image_urls"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Imágenes de la propiedad"
              value={field.value ?? []}
              onChange={field.onChange}
              uploadRef={upload.uploadRef}
              disabled={saving}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <div className={formStyles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} {...holdWhileUploading(upload.uploading)}>
          {saving ? 'Guardando...' : property ? 'Actualizar Propiedad' : 'Crear Propiedad'}
        </Button>
      </div>
    </form>
  );
}
