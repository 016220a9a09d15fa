import { Controller, useController } from 'react-hook-form';
import type { Amenity } from '#domain/amenity';
import { toOptionalNumber } from '#domain/form-values';
import { AmenityPicker } from '#ui/components/amenity-picker';
import { ImageUploadField, type UploadRef } from '#ui/components/file-upload';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { NumberInput } from '#ui/components/number-input';
import { ProjectFilesField } from '#ui/components/project-files-field';
import type { SectionProps } from './project-form-props';

const asNumber = { setValueAs: toOptionalNumber };

/** 'Equipo': developer, architect and construction company; in the constructor workspace, who answers for it. */
export function TeamSection({ form, disabled, variant }: SectionProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const constructor = variant === 'constructor';
  return (
    <FormSection title="Equipo">
      <div className={constructor ? formStyles.grid : formStyles.grid3}>
        <FormField label="Desarrollador" error={errors.developer?.message}>
          <TextInput {...register('developer')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Arquitecto" error={errors.architect?.message}>
          <TextInput {...register('architect')} disabled={disabled} maxLength={255} />
        </FormField>
        <FormField label="Constructora" error={errors.construction_company?.message}>
          <TextInput {...register('construction_company')} disabled={disabled} maxLength={255} />
        </FormField>
        {constructor && (
          <FormField label="Responsable del proyecto" error={errors.manager?.message}>
            <TextInput {...register('manager')} disabled={disabled} maxLength={255} />
          </FormField>
        )}
      </div>
    </FormSection>
  );
}

/** Props of {@link AmenitiesSection}. */
type AmenitiesSectionProps = SectionProps & {
  amenities: readonly Amenity[];
  amenitiesError: string | null;
};

/** 'Amenities y Características': common amenities, features and the area range. */
export function AmenitiesSection({ form, disabled, amenities, amenitiesError }: AmenitiesSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Amenities y Características">
      <div className={formStyles.grid}>
        <div className={formStyles.wide}>
          <Controller
            control={control}
            name="amenity_ids"
            render={({ field }) => {
              const ids = field.value ?? [];
              const codes = amenities.filter((a) => ids.includes(a.id)).map((a) => a.code);
              return (
                <AmenityPicker
                  amenities={amenities}
                  categories={['Comunal']}
                  selected={codes}
                  loadError={amenitiesError}
                  disabled={disabled}
                  onToggle={(code, chosen) => {
                    const id = amenities.find((a) => a.code === code)?.id;
                    if (id === undefined) return;
                    field.onChange(chosen ? [...ids, id] : ids.filter((x) => x !== id));
                  }}
                />
              );
            }}
          />
        </div>
        <FormField
          label="Características"
          helperText="Separadas por comas, ej: Vista panorámica, Acabados de lujo"
          error={errors.features?.message}
          className={formStyles.wide}
        >
          <TextArea rows={2} {...register('features')} disabled={disabled} />
        </FormField>
        <FormField label="Área mínima (m²)" error={errors.area_min?.message}>
          <NumberInput min={0} step={0.01} {...register('area_min', asNumber)} disabled={disabled} />
        </FormField>
        <FormField label="Área máxima (m²)" error={errors.area_max?.message}>
          <NumberInput min={0} step={0.01} {...register('area_max', asNumber)} disabled={disabled} />
        </FormField>
      </div>
    </FormSection>
  );
}

/**
 * 'Imágenes y Documentos' through the page's upload batch: the portal's project images, or, in the constructor
 * workspace, images and documents of up to 10 MB.
 */
export function FilesSection({
  form,
  disabled,
  variant,
  uploadRef,
}: SectionProps & { uploadRef: UploadRef | null }) {
  const images = useController({ control: form.control, name: 'image_urls' });
  const documents = useController({ control: form.control, name: 'documents' });
  const error = images.fieldState.error?.message ?? documents.fieldState.error?.message;
  return (
    <FormSection title="Imágenes y Documentos">
      {variant === 'constructor' ? (
        <ProjectFilesField
          images={images.field.value ?? []}
          documents={documents.field.value ?? []}
          onImagesChange={images.field.onChange}
          onDocumentsChange={documents.field.onChange}
          uploadRef={uploadRef}
          disabled={disabled}
          error={error}
        />
      ) : (
        <ImageUploadField
          label="Imágenes del proyecto"
          value={images.field.value ?? []}
          onChange={images.field.onChange}
          uploadRef={uploadRef}
          disabled={disabled}
          error={images.fieldState.error?.message}
        />
      )}
    </FormSection>
  );
}
