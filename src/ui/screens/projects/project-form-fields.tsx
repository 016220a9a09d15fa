import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Amenity } from '#domain/amenity';
import type { Project } from '#domain/project';
import {
  ProjectFormSchema,
  projectToFormValues,
  type ProjectFormInput,
  type ProjectFormValues,
} from '#domain/project-form';
import { Button } from '#ui/components/button';
import { UPLOADING_HINT, type UploadRef } from '#ui/components/file-upload';
import { formStyles } from '#ui/components/form-kit';
import { AmenitiesSection, ImagesSection, TeamSection } from './project-form-extras';
import { ScheduleSection, UnitsSection } from './project-form-figures';
import { BasicSection, CoordinatesSection, LocationSection } from './project-form-sections';

/** Props of {@link ProjectFormFields}. */
export type ProjectFormFieldsProps = {
  project: Project | null;
  amenities: readonly Amenity[];
  amenitiesError: string | null;
  saving: boolean;
  /** Disables everything once saved, while the notice shows. */
  locked: boolean;
  onSubmit(values: ProjectFormValues): void;
  onCancel(): void;
  /** The page's upload batch for the project's images (null without a company). */
  uploadRef: UploadRef | null;
  /** Images are on their way: the page refuses to save until they arrive. */
  uploading: boolean;
};

/** The project form of spec §5 in the sections of spec §2; it validates with the shared schema. */
export function ProjectFormFields({
  project,
  amenities,
  amenitiesError,
  saving,
  locked,
  onSubmit,
  onCancel,
  uploadRef,
  uploading,
}: ProjectFormFieldsProps) {
  const form = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: projectToFormValues(project),
  });
  const disabled = saving || locked;
  const section = { form, disabled };

  return (
    <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <BasicSection {...section} />
      <LocationSection {...section} />
      <CoordinatesSection {...section} />
      <UnitsSection {...section} project={project} />
      <ScheduleSection {...section} />
      <TeamSection {...section} />
      <AmenitiesSection {...section} amenities={amenities} amenitiesError={amenitiesError} />
      <ImagesSection {...section} uploadRef={uploadRef} />

      <div className={formStyles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={disabled}>
          Cancelar
        </Button>
        <Button
          type="submit"
          loading={saving}
          disabled={locked || uploading}
          title={uploading ? UPLOADING_HINT : undefined}
        >
          {saving ? 'Guardando...' : project ? 'Actualizar Proyecto' : 'Crear Proyecto'}
        </Button>
      </div>
    </form>
  );
}
