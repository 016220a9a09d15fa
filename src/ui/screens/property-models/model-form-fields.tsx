import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { Amenity } from '#domain/amenity';
import {
  MODEL_NUMBER_FIELDS,
  PropertyModelFormSchema,
  modelToFormValues,
  modelToRequest,
  type PropertyModel,
  type PropertyModelFormInput,
  type PropertyModelFormValues,
} from '#domain/property-model';
import { CURRENCIES } from '#domain/statuses';
import { AmenityPicker } from '#ui/components/amenity-picker';
import { Button } from '#ui/components/button';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { SelectField } from '#ui/components/select';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { holdWhileUploading, ImageUploadField, type UploadRef } from '#ui/components/file-upload';
import { NumberFields } from '#ui/components/number-fields';

const CURRENCY_ITEMS = CURRENCIES.map((c) => ({ value: c, label: c }));

/** Props of {@link ModelFormFields}. */
export type ModelFormFieldsProps = {
  model: PropertyModel | null;
  amenities: readonly Amenity[];
  amenitiesError: string | null;
  saving: boolean;
  onSubmit(values: PropertyModelFormValues): void;
  onCancel(): void;
  /** The page's upload batch for the model's images (into the company of its project). */
  uploadRef: UploadRef | null;
  /** Images are on their way: the page refuses to save until they arrive. */
  uploading: boolean;
};

/** Spec §5 "Property model form". */
export function ModelFormFields({
  model,
  amenities,
  amenitiesError,
  saving,
  onSubmit,
  onCancel,
  uploadRef,
  uploading,
}: ModelFormFieldsProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PropertyModelFormInput, unknown, PropertyModelFormValues>({
    resolver: zodResolver(PropertyModelFormSchema),
    defaultValues: modelToFormValues(model),
  });
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(modelToRequest(values)))}
    >
      <FormSection title="Información del Modelo">
        <div className={formStyles.grid}>
          <FormField
            label="Nombre del modelo"
            required
            error={errors.name?.message}
            className={formStyles.wide}
          >
            <TextInput {...register('name')} disabled={saving} maxLength={255} />
          </FormField>
          <FormField label="Descripción" error={errors.description?.message} className={formStyles.wide}>
            <TextArea {...register('description')} disabled={saving} />
          </FormField>
          <NumberFields fields={MODEL_NUMBER_FIELDS} register={register} errors={errors} disabled={saving} />
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
          name="amenity_ids"
          render={({ field }) => {
            const ids = field.value ?? [];
            return (
              <AmenityPicker
                amenities={amenities}
                categories={['Privada']}
                selected={amenities.filter((a) => ids.includes(a.id)).map((a) => a.code)}
                loadError={amenitiesError}
                disabled={saving}
                onToggle={(code, chosen) => {
                  const id = amenities.find((a) => a.code === code)?.id;
                  if (id !== undefined) field.onChange(chosen ? [...ids, id] : ids.filter((x) => x !== id));
                }}
              />
            );
          }}
        />
      </FormSection>
      <FormSection title="Imágenes">
        <Controller
          control={control}
          name="image_urls"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Imágenes del modelo"
              value={field.value ?? []}
              onChange={field.onChange}
              uploadRef={uploadRef}
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
        <Button type="submit" loading={saving} {...holdWhileUploading(uploading)}>
          {saving ? 'Guardando...' : model ? 'Actualizar Modelo' : 'Crear Modelo'}
        </Button>
      </div>
    </form>
  );
}
