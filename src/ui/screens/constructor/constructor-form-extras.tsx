import { Controller, useController } from 'react-hook-form';
import type { Amenity } from '#domain/amenity';
import { CONSTRUCTOR_AREA_FIELDS } from '#domain/constructor-project-form';
import { AmenityPicker } from '#ui/components/amenity-picker';
import type { UploadRef } from '#ui/components/file-upload';
import { FormField, TextArea } from '#ui/components/form-field';
import { FormSection, formStyles } from '#ui/components/form-kit';
import { NumberFields } from '#ui/components/number-fields';
import { ProjectFilesField } from '#ui/components/project-files-field';
import type { ConstructorSectionProps } from './constructor-form-props';

/** Props of {@link ConstructorAmenitiesSection}. */
type AmenitiesProps = ConstructorSectionProps & {
  amenities: readonly Amenity[];
  amenitiesError: string | null;
};

/** 'Amenities y Características': the project's common amenities, its features and area range. */
export function ConstructorAmenitiesSection({ form, disabled, amenities, amenitiesError }: AmenitiesProps) {
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
        <NumberFields
          fields={CONSTRUCTOR_AREA_FIELDS}
          register={register}
          errors={errors}
          disabled={disabled}
        />
      </div>
    </FormSection>
  );
}

/** 'Imágenes y Documentos': images and documents of up to 10 MB, through the page's upload batch. */
export function ConstructorFilesSection({
  form,
  disabled,
  uploadRef,
}: ConstructorSectionProps & { uploadRef: UploadRef | null }) {
  const images = useController({ control: form.control, name: 'image_urls' });
  const documents = useController({ control: form.control, name: 'documents' });
  return (
    <FormSection title="Imágenes y Documentos">
      <ProjectFilesField
        images={images.field.value ?? []}
        documents={documents.field.value ?? []}
        onImagesChange={images.field.onChange}
        onDocumentsChange={documents.field.onChange}
        uploadRef={uploadRef}
        disabled={disabled}
        error={images.fieldState.error?.message ?? documents.fieldState.error?.message}
      />
    </FormSection>
  );
}
