import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegister } from 'react-hook-form';
import type { Amenity } from '#domain/amenity';
import {
  ConstructorProjectFormSchema,
  constructorProjectToFormValues,
  type ConstructorFormInput,
  type ConstructorFormValues,
} from '#domain/constructor-project-form';
import type { Project } from '#domain/project';
import { Button } from '#ui/components/button';
import { UPLOADING_HINT, type UploadRef } from '#ui/components/file-upload';
import { formStyles } from '#ui/components/form-kit';
import type { ConstructorForm } from './constructor-form-props';
import { ConstructorAmenitiesSection, ConstructorFilesSection } from './constructor-form-extras';
import {
  ConstructorScheduleSection,
  ConstructorTeamSection,
  ConstructorUnitsSection,
} from './constructor-form-figures';
import {
  ConstructorBasicSection,
  ConstructorCoordinatesSection,
  ConstructorLocationSection,
} from './constructor-form-sections';

/** Props of {@link ConstructorFormFields}. */
export type ConstructorFormFieldsProps = {
  project: Project | null;
  amenities: readonly Amenity[];
  amenitiesError: string | null;
  saving: boolean;
  onSubmit(values: ConstructorFormValues): void;
  onCancel(): void;
  /** The page's upload batch for the form's files (null without a company). */
  uploadRef: UploadRef | null;
  /** Files are on their way: the page refuses to save until they arrive. */
  uploading: boolean;
};

/**
 * Spec §5: the form validates on submit, and an error clears as soon as its field is edited (it is not checked
 * again until the next submit), so every text input clears its own message on change.
 */
function useConstructorForm(project: Project | null): ConstructorForm {
  const form = useForm<ConstructorFormInput, unknown, ConstructorFormValues>({
    resolver: zodResolver(ConstructorProjectFormSchema),
    defaultValues: constructorProjectToFormValues(project),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const register: UseFormRegister<ConstructorFormInput> = (name, options) =>
    form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return options?.onChange?.(event);
      },
    } as typeof options);
  return { ...form, register };
}

/** The constructor project form: the sections of spec §2 in its order, then Cancelar and save. */
export function ConstructorFormFields({
  project,
  amenities,
  amenitiesError,
  saving,
  onSubmit,
  onCancel,
  uploadRef,
  uploading,
}: ConstructorFormFieldsProps) {
  const form = useConstructorForm(project);
  const section = { form, disabled: saving };
  return (
    <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <ConstructorBasicSection {...section} />
      <ConstructorLocationSection {...section} />
      <ConstructorCoordinatesSection {...section} />
      <ConstructorUnitsSection {...section} />
      <ConstructorScheduleSection {...section} />
      <ConstructorTeamSection {...section} />
      <ConstructorAmenitiesSection {...section} amenities={amenities} amenitiesError={amenitiesError} />
      <ConstructorFilesSection {...section} uploadRef={uploadRef} />
      <div className={formStyles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button
          type="submit"
          loading={saving}
          disabled={uploading}
          title={uploading ? UPLOADING_HINT : undefined}
        >
          {saving ? 'Guardando...' : project ? 'Actualizar Proyecto' : 'Crear Proyecto'}
        </Button>
      </div>
    </form>
  );
}
